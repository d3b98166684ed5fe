import { advertisementInput, bingoCampaignBody } from "@rewards/contracts";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { schemaResolver } from "./schema-form";

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    showSupportNotice: false,
    resources: { en: { admin: en } },
    interpolation: { escapeValue: false },
  });
});

const t = () => i18next.getFixedT("en", "admin");
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const typed = (draft: Record<string, string>) => ({
  ...draft,
  jackpot_points: draft.jackpot_points ? Number(draft.jackpot_points) : undefined,
});

describe("forms checked with the shared schemas", () => {
  it("puts each refusal at its field, in the console's words, and hands over the parsed body", async () => {
    const resolve = schemaResolver(bingoCampaignBody, typed, t());
    const refused = await resolve({ week_start: "", country: "indo", jackpot_points: "60000" }, undefined, options);
    expect(refused.errors.week_start?.message).toBe("Please fill this in.");
    expect(refused.errors.jackpot_points?.message).toBe("At most 50,000.");
    const passed = await resolve(
      { week_start: "2026-03-09", country: "vi", jackpot_points: "100" },
      undefined,
      options,
    );
    expect(passed.errors).toEqual({});
    expect(passed.values).toMatchObject({ week_start: "2026-03-09", jackpot_points: 100, per_column: 8 });
  });

  it("gives a schema's own rule our words, and its English when we have none", async () => {
    const ad = {
      title: "Tet",
      image_url: "/a.png",
      type_advertisement: 5,
      starts_at: "2026-03-01T00:00:00Z",
      ends_at: "2026-02-01T00:00:00Z",
    };
    const rules = { "A link advertisement needs its link.": "ads.errors.needsLink" };
    const refused = await schemaResolver(advertisementInput, () => ad, t(), rules)({}, undefined, options);
    expect(refused.errors).toMatchObject({
      link_to: { message: "A link advertisement needs its link." },
      ends_at: { message: "The end must come after the start." },
    });
  });
});
