import { describe, expect, it } from "vitest";
import { timelineOf } from "./timeline";

const base = {
  kind: "bank_transfer" as const,
  created_at: "2026-11-01T00:00:00.000Z",
  processing_at: null,
  paid_at: null,
  rejected_at: null,
};

describe("a redeem request's timeline", () => {
  it("shows a new bank transfer as requested, with processing and paid ahead", () => {
    expect(timelineOf({ ...base, status: "requested" })).toEqual([
      { status: "requested", at: base.created_at, state: "current" },
      { status: "processing", at: null, state: "upcoming" },
      { status: "paid", at: null, state: "upcoming" },
    ]);
  });

  it("marks each step reached with its time once paid", () => {
    const paid = {
      ...base,
      status: "paid" as const,
      processing_at: "2026-11-02T00:00:00.000Z",
      paid_at: "2026-11-05T00:00:00.000Z",
    };
    expect(timelineOf(paid).map((step) => [step.status, step.state, step.at])).toEqual([
      ["requested", "done", base.created_at],
      ["processing", "done", paid.processing_at],
      ["paid", "current", paid.paid_at],
    ]);
  });

  it("ends a rejected request at the rejection, keeping processing only if it got there", () => {
    const rejected = { ...base, status: "rejected" as const, rejected_at: "2026-11-03T00:00:00.000Z" };
    expect(timelineOf(rejected).map((step) => step.status)).toEqual(["requested", "rejected"]);
    const late = { ...rejected, processing_at: "2026-11-02T00:00:00.000Z" };
    expect(timelineOf(late).map((step) => [step.status, step.state])).toEqual([
      ["requested", "done"],
      ["processing", "done"],
      ["rejected", "current"],
    ]);
  });

  it("has no processing step for a card, which is paid as it is delivered", () => {
    const card = { ...base, kind: "phone_card" as const, status: "paid" as const, paid_at: base.created_at };
    expect(timelineOf(card).map((step) => step.status)).toEqual(["requested", "paid"]);
  });
});
