import type { BingoCampaignState } from "@rewards/contracts";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { FairnessProof } from "./fairness-proof";

async function drawn(state: Pick<BingoCampaignState, "fairness" | "previous" | "previous_reveals_at">) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { bingo: en } },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <FairnessProof state={state as BingoCampaignState} />
    </I18nextProvider>,
  );
}

const fairness = { seed_hash: "ab".repeat(32), server_seed: null };

describe("the fair play proof", () => {
  it("says when last week's seed comes while a later zone still plays that week", async () => {
    const html = await drawn({ fairness, previous: null, previous_reveals_at: "2031-03-10T12:00:00.000Z" });
    expect(html).toContain('data-testid="bingo-previous-reveal"');
    expect(html).toContain("Last week&#x27;s seed is revealed once the week has ended in every time zone:");
    expect(html).toMatch(/Mar \d+, 2031 at \d\d:\d\d/);
    expect(html).not.toContain("Verify last week");
  });

  it("says nothing of last week when there was none", async () => {
    const html = await drawn({ fairness, previous: null, previous_reveals_at: null });
    expect(html).not.toContain("bingo-previous-reveal");
    expect(html).not.toContain("Verify last week");
  });
});
