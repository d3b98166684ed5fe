import { errorCodes } from "@rewards/contracts";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";
import { ApiError } from "./api-error";
import { retryWaitText } from "./retry-wait";

const t = {} as Record<"en" | "vi" | "id", TFunction>;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, vi: { translation: vi }, id: { translation: id } },
    lng: "en",
    interpolation: { escapeValue: false },
  });
  for (const language of ["en", "vi", "id"] as const) t[language] = i18n.getFixedT(language);
});

const refused = (seconds: number | undefined, code: string = errorCodes.rateLimited) =>
  new ApiError(429, code, "Too many attempts.", undefined, seconds === undefined ? {} : { retryAfterSeconds: seconds });

describe("a refusal to try again yet", () => {
  it("says how long to wait, in whole minutes, in each language", () => {
    expect(retryWaitText(refused(720), t.en)).toBe("Too many attempts. Try again in 12 minutes.");
    expect(retryWaitText(refused(60), t.en)).toBe("Too many attempts. Try again in 1 minute.");
    expect(retryWaitText(refused(690), t.vi)).toBe("Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 12 phút.");
    expect(retryWaitText(refused(720), t.id)).toBe("Terlalu banyak percobaan. Coba lagi dalam 12 menit.");
  });

  it("counts a short pause in seconds, and a locked sign-in as such", () => {
    expect(retryWaitText(refused(42), t.en)).toBe("Please wait 42 seconds and try again.");
    expect(retryWaitText(refused(42), t.id)).toBe("Tunggu 42 detik lalu coba lagi.");
    expect(retryWaitText(refused(300, errorCodes.accountLocked), t.en)).toBe(
      "Too many failed sign-ins. Try again in 5 minutes.",
    );
  });

  it("leaves other failures, and a 429 without a wait, to the usual copy", () => {
    expect(retryWaitText(refused(undefined), t.en)).toBeNull();
    expect(retryWaitText(new ApiError(400, "invalid_code", "x"), t.en)).toBeNull();
    expect(retryWaitText(new Error("boom"), t.en)).toBeNull();
  });
});
