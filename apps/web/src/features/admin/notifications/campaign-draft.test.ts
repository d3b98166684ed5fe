import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { type CampaignDraft, campaignResolver, flaggedLocales, newCampaignDraft, validSegment } from "./campaign-draft";

/** Names the catalog key and its values, so a test can see which words a field gets. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<"admin">;
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const check = (draft: CampaignDraft) => campaignResolver(t)(draft, undefined, options);

function filled(): CampaignDraft {
  return {
    ...newCampaignDraft(),
    title: { en: "Double points", vi: "Nhân đôi điểm", id: "Poin ganda" },
    body: { en: "All weekend.", vi: "Cả cuối tuần.", id: "Sepanjang akhir pekan." },
  };
}

describe("the composer's check with the shared notificationCampaignRequest", () => {
  it("passes a filled draft on as the request: empty bounds are none, 'now' sends at once", async () => {
    const result = await check({ ...filled(), min_level: "2", active_within_days: " ", link: " /home/mission " });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      segment: { markets: ["indo", "vi"], min_level: 2, max_level: null, active_within_days: null },
      link: "/home/mission",
      send_at: null,
    });
  });

  it("sends a scheduled time as an instant", async () => {
    const at = new Date(Date.now() + 2 * 60 * 60_000);
    at.setSeconds(0, 0);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    const result = await check({ ...filled(), when: "later", send_at: local });
    expect(result.values).toMatchObject({ send_at: at.toISOString() });
  });

  it("puts each problem at its field in the console's words, and marks the languages missing copy", async () => {
    const draft = {
      ...filled(),
      title: { en: "Hi", vi: "", id: "Halo" },
      body: { en: "x".repeat(501), vi: "Chào", id: "Halo" },
      markets: [],
      max_level: "1.5",
      link: "https://example.com",
      when: "later" as const,
      send_at: "2020-01-01T10:00",
    };
    const { errors } = await check(draft);
    expect(errors.title?.vi?.message).toBe("form.errors.required");
    expect(errors.body?.en?.message).toBe('form.errors.tooLong {"count":500}');
    expect(errors.markets?.message).toBe("notifications.errors.markets");
    expect(errors.max_level?.message).toBe("form.errors.wholeNumber");
    expect(errors.link?.message).toBe("notifications.errors.link");
    expect(errors.send_at?.message).toBe("notifications.errors.past");
    expect(flaggedLocales(errors)).toEqual(["en", "vi"]);
    // The segment's ranges are compared once each of its fields is sound.
    const ranges = await check({ ...filled(), min_age: "40", max_age: "18" });
    expect(ranges.errors.min_age?.message).toBe("notifications.errors.minAboveMax");
  });

  it("asks for an audience count only for a segment the server takes", () => {
    expect(validSegment(filled())).toMatchObject({ markets: ["indo", "vi"] });
    expect(validSegment({ ...filled(), min_level: "5", max_level: "2" })).toBeNull();
    expect(validSegment({ ...filled(), markets: [] })).toBeNull();
  });
});
