import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardPriceCents, quoteBankTransfer, redeemRateFor, redeemRates } from "./points.js";

const rate = fc.constantFrom(redeemRates.vi, redeemRates.indo);

describe("redeem quotes (property)", () => {
  it("never send more than the points are worth, nor less than nothing", () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 0, max: 2_000_000_000 }), (r, cents) => {
        const quote = quoteBankTransfer(r, cents);
        expect(quote.transferAmount).toBe(cents * r.localPerCent);
        expect(quote.receiveAmount).toBeGreaterThanOrEqual(0);
        expect(quote.receiveAmount).toBeLessThanOrEqual(quote.transferAmount);
        expect(quote.allowed).toBe(cents >= r.minimumCents);
      }),
    );
  });

  it("price a card at the fewest points worth at least its face value", () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 1, max: 100_000_000 }), (r, faceValue) => {
        const price = cardPriceCents(r, faceValue);
        expect(price * r.localPerCent).toBeGreaterThanOrEqual(faceValue);
        expect((price - 1) * r.localPerCent).toBeLessThan(faceValue);
      }),
    );
  });
});

describe("redeem thresholds (spec section 9)", () => {
  it("open above 500 points in Vietnam and from 380 in Indonesia and elsewhere", () => {
    expect(quoteBankTransfer(redeemRateFor("vi"), 500).allowed).toBe(false);
    expect(quoteBankTransfer(redeemRateFor("vi"), 501).allowed).toBe(true);
    expect(quoteBankTransfer(redeemRateFor("indo"), 379).allowed).toBe(false);
    expect(quoteBankTransfer(redeemRateFor("indo"), 380).allowed).toBe(true);
    expect(redeemRateFor(undefined).currency).toBe("IDR");
  });
});
