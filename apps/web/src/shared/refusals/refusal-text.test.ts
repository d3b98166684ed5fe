import {
  bingoMessages,
  campaignExchangeCodes,
  campaignExchangeMessages,
  checkInErrorCodes,
  couponErrorCodes,
  errorCodes,
  staffErrorCodes,
} from "@rewards/contracts";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import en from "./locales/en.json";
import id from "./locales/id.json";
import vi from "./locales/vi.json";
import { refusalNamespace, refusalText } from "./refusal-text";

const catalogs = { en, vi, id } as const;
type Language = keyof typeof catalogs;
const t = {} as Record<Language, TFunction>;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: Object.fromEntries(
      Object.entries(catalogs).map(([language, catalog]) => [language, { [refusalNamespace]: catalog }]),
    ),
    lng: "en",
    fallbackLng: false,
    ns: [refusalNamespace],
    interpolation: { escapeValue: false },
  });
  for (const language of ["en", "vi", "id"] as const) t[language] = i18n.getFixedT(language, refusalNamespace);
});

/** Every code the contracts declare: the API's, and the shop visits' (check-in, exchange, coupons, staff). */
const refusalCodes = [
  ...new Set<string | number>([
    ...Object.values(errorCodes),
    ...Object.values(checkInErrorCodes),
    ...Object.values(campaignExchangeCodes),
    ...Object.values(couponErrorCodes),
    ...Object.values(staffErrorCodes),
  ]),
];

const serverEnglish = "The server's own English, for logs";
const refused = (code: string | number, status = 409, extra: ConstructorParameters<typeof ApiError>[4] = {}) =>
  new ApiError(status, code, serverEnglish, undefined, extra);
const words = (error: unknown, language: Language = "en", options = {}) =>
  refusalText(error, t[language], language, options);

describe("the words for a refusal", () => {
  it("has words for every code of the contracts (the shop visits' too) in en, vi and id, never the server's message", () => {
    for (const language of ["en", "vi", "id"] as const) {
      const codes = catalogs[language].codes as Record<string, string>;
      for (const code of refusalCodes) {
        expect(codes[String(code)], `${language}: ${code}`).toMatch(/\S/);
        const text = words(refused(code), language);
        if (code === errorCodes.internal) expect(text).toBe(catalogs[language].failed);
        else expect(text, `${language}: ${code}`).toBe(codes[String(code)]);
        expect(text).not.toContain(serverEnglish);
      }
    }
  });

  it("names a screen's own words for a code first, the general ones elsewhere", () => {
    const twice = refused(errorCodes.alreadyExists);
    expect(words(twice, "en", { context: "job" })).toBe("You have already applied to this job.");
    expect(words(twice, "en", { context: "jobPost" })).toBe("You have already reviewed this job.");
    expect(words(twice, "vi", { context: "points" })).toBe("Mục này đã tồn tại.");
    expect(words(twice, "id")).toBe("Ini sudah ada.");
  });

  it("says a lost connection, and a failure nobody can act on in the screen's words", () => {
    expect(words(new ApiError(0, "network_error", "Failed to fetch"), "vi")).toBe("Lỗi mạng");
    expect(words(new Error("boom"), "id")).toBe("Terjadi kesalahan! Coba lagi nanti");
    expect(words(refused(errorCodes.internal, 500), "en", { failed: "Fail to update profile" })).toBe(
      "Fail to update profile",
    );
    expect(words(refused("some_code_of_tomorrow", 409), "en")).toBe("Something went wrong! Try again later");
    expect(words(refused("some_code_of_tomorrow", 400), "en")).toBe("Please check the information!");
  });

  it("says how long a 429 asks to wait, in seconds under a minute and whole minutes above", () => {
    const wait = (seconds: number, code: string = errorCodes.rateLimited) =>
      refused(code, 429, { retryAfterSeconds: seconds });
    expect(words(wait(1))).toBe("Please wait 1 second and try again.");
    expect(words(wait(42), "id")).toBe("Tunggu 42 detik lalu coba lagi.");
    expect(words(wait(690), "vi")).toBe("Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 12 phút.");
    expect(words(wait(61))).toBe("Too many attempts. Try again in 2 minutes.");
    expect(words(wait(900, errorCodes.accountLocked))).toBe("Too many failed sign-ins. Try again in 15 minutes.");
    expect(words(refused(errorCodes.rateLimited, 429))).toBe(en.codes.rate_limited);
  });

  it("names a hire's shortfall as the member writes numbers", () => {
    const short = refused(errorCodes.notEnoughPoints, 409, { data: { shortfall: 1250000 } });
    expect(words(short, "en", { context: "jobPost" })).toBe(
      "You do not have enough points: 1,250,000 more are needed to hire.",
    );
    expect(words(short, "id", { context: "jobPost" })).toBe(
      "Poin Anda tidak cukup: perlu 1.250.000 poin lagi untuk merekrut.",
    );
    expect(words(short, "vi")).toBe("Bạn không đủ điểm: cần thêm 1.250.000 điểm.");
  });

  it("names a changed quote's new amount, and a report before the start says when it can be sent", () => {
    const changed = refused(errorCodes.quoteChanged, 409, { data: { offer_price: 60000 } });
    expect(words(changed, "en", { context: "jobPost" })).toBe(
      "The worker changed the quote to 60,000 points: check it and hire again.",
    );
    expect(words(changed, "vi", { context: "jobPost" })).toBe(
      "Người làm đã đổi báo giá thành 60.000 điểm: hãy xem lại rồi thuê lại.",
    );
    expect(words(refused(errorCodes.workNotStarted, 409), "id", { context: "job" })).toBe(
      "Pekerjaan belum dimulai: laporkan selesai mulai tanggal mulainya.",
    );
  });

  it("shows the card provider's own reason for code 134, else the code's words", () => {
    const reason = "Kartu sedang dalam pemeliharaan";
    expect(words(refused(errorCodes.cardExchangeRefused, 400, { errorMessage: reason }), "id")).toBe(reason);
    expect(words(refused(errorCodes.cardExchangeRefused, 400), "vi")).toBe("Hiện không thể đổi thẻ này.");
  });

  it("keeps the spec's wording for the shop exchange's codes", () => {
    for (const [code, message] of Object.entries(campaignExchangeMessages)) {
      expect(words(refused(Number(code), 409)), code).toBe(message);
    }
  });

  it("tells apart refusals that share a code by the contracts' message, in the screen's words", () => {
    const twice = refused(errorCodes.alreadyExists, 409);
    const summoned = new ApiError(409, errorCodes.alreadyExists, bingoMessages.alreadySummoned);
    const options = { context: "bingo", messages: bingoMessages } as const;
    expect(words(summoned, "vi", options)).toBe("Hôm nay bạn đã triệu hồi quái vật rồi.");
    expect(words(twice, "en", options)).toBe("This already exists.");
    expect(words(summoned, "en")).toBe("This already exists.");
  });

  it("keeps a screen's own words to codes the contracts know, or refusals they name", () => {
    const known = new Set<string>([...refusalCodes.map(String), "shortfall"]);
    const named: Record<string, Set<string>> = { bingo: new Set(Object.keys(bingoMessages)) };
    for (const [group, entries] of Object.entries(en)) {
      if (typeof entries === "string" || group === "codes" || group === "wait") continue;
      for (const key of Object.keys(entries)) {
        expect(known.has(key) || named[group]?.has(key), `${group}.${key}`).toBe(true);
      }
    }
  });
});
