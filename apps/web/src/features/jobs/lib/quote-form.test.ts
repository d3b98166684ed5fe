import { describe, expect, it } from "vitest";
import { checkQuote, checkReason, checkReview, parseOffer, quoteBody } from "./quote-form";

const fields = { offer: "25000", startDate: "", endDate: "", deadline: "", message: "" };

describe("the quote form", () => {
  it("reads an offer typed with grouping", () => {
    expect(parseOffer("25.000")).toBe(25_000);
    expect(parseOffer("25,000")).toBe(25_000);
    expect(parseOffer(" 25 000 ")).toBe(25_000);
    expect(parseOffer("")).toBeNull();
    expect(parseOffer("-5")).toBeNull();
    expect(parseOffer("12a")).toBeNull();
  });
  it("asks for at least 10000", () => {
    expect(checkQuote(fields)).toEqual({});
    expect(checkQuote({ ...fields, offer: "10000" })).toEqual({});
    expect(checkQuote({ ...fields, offer: "9999" })).toEqual({ offer: "feeMin" });
    expect(checkQuote({ ...fields, offer: "" })).toEqual({ offer: "feeMin" });
    expect(checkQuote({ ...fields, offer: "100000001" })).toEqual({ offer: "feeMax" });
  });
  it("keeps the end date on or after the start", () => {
    expect(checkQuote({ ...fields, startDate: "2026-12-02", endDate: "2026-12-01" })).toEqual({ endDate: "dateOrder" });
    expect(checkQuote({ ...fields, startDate: "2026-12-02", endDate: "2026-12-02" })).toEqual({});
  });
  it("sends what was typed, empty dates as null", () => {
    expect(quoteBody({ ...fields, offer: "25.000", message: " hi " })).toEqual({
      offer_price: 25_000,
      start_date: null,
      end_date: null,
      deadline: null,
      message: "hi",
    });
    expect(quoteBody({ ...fields, deadline: "2026-12-24" }).deadline).toMatch(/^2026-12-2[45]T/);
  });
});

describe("the review and the report", () => {
  it("needs a rating and 10 to 2000 characters", () => {
    expect(checkReview(0, "Great client, paid fast")).toEqual({ rating: "rateClient" });
    expect(checkReview(5, "short")).toEqual({ content: "reviewLength" });
    expect(checkReview(4, "Great client, paid fast")).toEqual({});
    expect(checkReview(4, "x".repeat(2001))).toEqual({ content: "reviewLength" });
  });
  it("needs a reason", () => {
    expect(checkReason("")).toBe("enterReason");
    expect(checkReason("   too short")).toBe("enterReason");
    expect(checkReason("The client asked for payment outside the app")).toBeNull();
  });
});
