import { describe, expect, it } from "vitest";
import { payoutStepsOf } from "./payout-steps";

const at = (minute: number) => `2026-12-08T02:${String(minute).padStart(2, "0")}:00.000Z`;

describe("payoutStepsOf", () => {
  it("shows a payout on its way with paid still to come", () => {
    const steps = payoutStepsOf({
      status: "sent",
      events: [
        { status: "requested", at: at(1) },
        { status: "sent", at: at(2) },
      ],
    });
    expect(steps.map((step) => [step.key, step.state, step.at])).toEqual([
      ["requested", "done", at(1)],
      ["sent", "current", at(2)],
      ["paid", "upcoming", null],
    ]);
  });

  it("shows a failed payout with the points returned at the same time", () => {
    const steps = payoutStepsOf({
      status: "failed",
      events: [
        { status: "requested", at: at(1) },
        { status: "sent", at: at(2) },
        { status: "failed", at: at(5) },
      ],
    });
    expect(steps.map((step) => [step.key, step.state, step.at])).toEqual([
      ["requested", "done", at(1)],
      ["sent", "done", at(2)],
      ["failed", "failed", at(5)],
      ["returned", "done", at(5)],
    ]);
  });

  it("shows an operator's cancel before sending without a sent step, and a reversal after paid", () => {
    expect(
      payoutStepsOf({
        status: "cancelled",
        events: [
          { status: "requested", at: at(1) },
          { status: "cancelled", at: at(3) },
        ],
      }).map((step) => step.key),
    ).toEqual(["requested", "failed", "returned"]);
    expect(
      payoutStepsOf({
        status: "reversed",
        events: ["requested", "sent", "paid", "reversed"].map((status, n) => ({ status: status as "paid", at: at(n) })),
      }).map((step) => [step.key, step.at]),
    ).toEqual([
      ["requested", at(0)],
      ["sent", at(1)],
      ["paid", at(2)],
      ["returned", at(3)],
    ]);
  });
});
