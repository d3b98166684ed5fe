import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import vi from "./locales/vi.json";

describe("what a check-in says it earned", () => {
  it("counts stars and points in English, one or many, and as they are in Vietnamese", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      ns: ["shop-rewards"],
      defaultNS: "shop-rewards",
      resources: { en: { "shop-rewards": en }, vi: { "shop-rewards": vi } },
      showSupportNotice: false,
    });
    expect(i18n.t("checkIn.earned", { star: 1, point: 5 })).toBe("You earned 1 star and 5 points.");
    expect(i18n.t("checkIn.earned", { star: 2, point: 1 })).toBe("You earned 2 stars and 1 point.");
    expect(i18n.t("checkIn.earned", { star: 1, point: 5, lng: "vi" })).toBe("Bạn nhận được 1 sao và 5 điểm.");
  });
});
