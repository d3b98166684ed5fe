import { campaignExchangeMessages } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import en from "../locales/en.json";
import { checkInErrorKey, exchangeErrorKey } from "./error-key";

const lookup = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe("exchangeErrorKey", () => {
  it("shows the spec's message for each exchange code", () => {
    for (const [code, message] of Object.entries(campaignExchangeMessages)) {
      const error = new ApiError(code === "401" ? 401 : 409, Number(code), "x");
      expect(lookup(exchangeErrorKey(error)), code).toBe(message);
    }
  });

  it("falls back to 'Exchange failed'", () => {
    expect(lookup(exchangeErrorKey(new ApiError(500, "internal", "x")))).toBe("Exchange failed");
    expect(lookup(exchangeErrorKey(new Error("x")))).toBe("Exchange failed");
  });
});

describe("checkInErrorKey", () => {
  it("names each refusal of the server", () => {
    expect(checkInErrorKey(new ApiError(400, "checkin_token_expired", "x"))).toBe("checkIn.errors.tokenExpired");
    expect(checkInErrorKey(new ApiError(409, "checkin_already_today", "x"))).toBe("checkIn.errors.alreadyToday");
    expect(lookup(checkInErrorKey(new ApiError(500, "boom", "x")))).toBeTypeOf("string");
  });
});
