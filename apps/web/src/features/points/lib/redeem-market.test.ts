import { pointMarkets, redeemRates } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { redeemRateOfPhone, thresholdCopy } from "./redeem-market";

describe("the member's redeem rate", () => {
  it("follows the phone's country: Vietnam for +84, Indonesia for +62 and everyone else", () => {
    expect(redeemRateOfPhone("+84")).toBe(redeemRates.vi);
    expect(redeemRateOfPhone("+62")).toBe(redeemRates.indo);
    expect(redeemRateOfPhone("+81")).toBe(redeemRates.indo);
    expect(redeemRateOfPhone(null)).toBe(redeemRates.indo);
    expect(redeemRateOfPhone("toString")).toBe(redeemRates.indo);
  });
});

describe("the threshold's wording", () => {
  it("says 'more than 500' in Vietnam and 'at least 380' in Indonesia, as the spec does", () => {
    expect(thresholdCopy(redeemRates.vi)).toEqual({
      key: "thresholdAbove",
      points: pointMarkets.vietnam.redeemAboveCents,
    });
    expect(thresholdCopy(redeemRates.indo)).toEqual({
      key: "thresholdFrom",
      points: pointMarkets.indonesia.redeemFromCents,
    });
  });
});
