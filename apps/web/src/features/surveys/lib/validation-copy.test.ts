import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";

describe("the answer checks' words", () => {
  it("count in English ('1 character', '2 images') and read alike in vi and id", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { surveys: en }, vi: { surveys: vi }, id: { surveys: id } },
      lng: "en",
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
    const t = i18n.getFixedT("en", "surveys");
    expect(t("validation.textTooShort", { count: 1 })).toBe("Please write at least 1 character.");
    expect(t("validation.textTooShort", { count: 10 })).toBe("Please write at least 10 characters.");
    expect(t("validation.imagesAtLeast", { count: 1 })).toBe("Please add at least 1 image.");
    expect(t("validation.imagesAtMost", { count: 3 })).toBe("You can add at most 3 images.");
    expect(i18n.getFixedT("vi", "surveys")("validation.imagesAtMost", { count: 1 })).toBe(
      "Bạn chỉ có thể thêm tối đa 1 ảnh.",
    );
    expect(i18n.getFixedT("id", "surveys")("validation.textTooLong", { count: 1 })).toBe("Tulis maksimal 1 karakter.");
  });
});
