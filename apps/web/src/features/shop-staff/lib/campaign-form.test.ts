import { describe, expect, it } from "vitest";
import { emptyDraft, readDraft } from "./campaign-form";

const base = { ...emptyDraft(new Date(2026, 0, 1, 10, 0)), title: "Free coffee", reward: "One coffee" };

describe("readDraft", () => {
  it("gives the body with an unlimited stock and no end when those are empty", () => {
    const result = readDraft(base);
    expect("body" in result && result.body).toMatchObject({
      title: "Free coffee",
      stars_required: 5,
      stock_total: null,
      ends_at: null,
      per_member_limit: 1,
      coupon_valid_days: 30,
    });
  });

  it("names each field that breaks a limit", () => {
    const result = readDraft({
      ...base,
      title: " ",
      stars_required: "0",
      stock_total: "-1",
      per_member_limit: "101",
      coupon_valid_days: "1.5",
      ends_at: "2025-12-31T10:00",
    });
    expect("errors" in result && result.errors).toEqual({
      title: "required",
      stars_required: "stars",
      stock_total: "stock",
      per_member_limit: "perMember",
      coupon_valid_days: "validDays",
      ends_at: "endBeforeStart",
    });
  });
});
