import { campaignExchangeMessages } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import en from "../locales/en.json";
import { checkInErrorKey, checkInRefusalDetail, exchangeErrorKey } from "./error-key";

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

describe("checkInRefusalDetail", () => {
  it("reads the distance and radius of a refusal as too far, and today's hours of one as closed", () => {
    const far = new ApiError(400, "checkin_too_far", "x", undefined, {
      data: { distance_metres: 880, radius_metres: 200 },
    });
    expect(checkInRefusalDetail(far)).toEqual({ kind: "too_far", distanceMetres: 880, radiusMetres: 200 });
    const closed = new ApiError(400, "checkin_closed", "x", undefined, {
      data: { hours_today: [{ opens: "08:00", closes: "22:00" }], time_zone: "Asia/Jakarta" },
    });
    expect(checkInRefusalDetail(closed)).toEqual({ kind: "closed", hoursToday: [{ opens: "08:00", closes: "22:00" }] });
    expect(lookup(checkInErrorKey(closed))).toBe("This store is closed now. Please check in during its opening hours.");
    expect(checkInRefusalDetail(new ApiError(400, "checkin_too_far", "x"))).toBeNull();
    expect(checkInRefusalDetail(new Error("x"))).toBeNull();
  });
});
