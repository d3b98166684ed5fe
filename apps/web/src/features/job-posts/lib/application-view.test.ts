import type { Application } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { clientActions, escrowState, timeline } from "./application-view";

const base: Application = {
  id: "a",
  job_id: "j",
  job_title: "Menu",
  status: "applied",
  offer_price: 20_000,
  service_fee: 2_000,
  contract_fee: 18_000,
  start_date: null,
  end_date: null,
  deadline: null,
  message: "",
  hired_at: null,
  reported_at: null,
  auto_pay_at: null,
  paid_at: null,
  cancel_reason: null,
  chat_blocked: false,
  worker: { id: "w", name: "Ayu", avatar: null, profile_id: "p", rate: null, verified: false },
  client: { id: "c", name: "Citra", avatar: null },
  client_reviewed: false,
  worker_reviewed: false,
  created_at: "2026-11-01T00:00:00.000Z",
};

describe("an applicant as the client sees it", () => {
  it("offers the steps the state machine allows", () => {
    expect(clientActions("applied")).toEqual(["hire", "decline"]);
    expect(clientActions("hired")).toEqual(["cancel"]);
    expect(clientActions("worker_completed")).toEqual(["confirm", "cancel"]);
    expect(clientActions("payment_complete")).toEqual(["review"]);
    expect(clientActions("payment_complete", true)).toEqual([]);
    expect(clientActions("withdraw")).toEqual([]);
  });

  it("says where the points are", () => {
    expect(escrowState(base)).toBe("none");
    expect(escrowState({ status: "hired", hired_at: "x" })).toBe("held");
    expect(escrowState({ status: "payment_complete", hired_at: "x" })).toBe("paid");
    expect(escrowState({ status: "cancelled", hired_at: "x" })).toBe("refunded");
    expect(escrowState({ status: "disputed", hired_at: "x" })).toBe("disputed");
  });

  it("lists what happened, with the automatic payment ahead", () => {
    const reported = {
      ...base,
      status: "worker_completed" as const,
      hired_at: "2026-11-02T00:00:00.000Z",
      reported_at: "2026-11-03T00:00:00.000Z",
      auto_pay_at: "2026-11-06T00:00:00.000Z",
    };
    expect(timeline(reported).map((step) => [step.key, Boolean(step.expected)])).toEqual([
      ["applied", false],
      ["hired", false],
      ["reported", false],
      ["autoPay", true],
    ]);
    const paid = { ...reported, status: "payment_complete" as const, paid_at: "2026-11-04T00:00:00.000Z" };
    expect(timeline(paid).map((step) => step.key)).toEqual(["applied", "hired", "reported", "paid"]);
  });

  it("ends a confirmed application waiting for its payment with the payment ahead", () => {
    const confirmed = {
      ...base,
      status: "completed" as const,
      hired_at: "2026-11-02T00:00:00.000Z",
      reported_at: "2026-11-03T00:00:00.000Z",
      auto_pay_at: "2026-11-06T00:00:00.000Z",
    };
    expect(timeline(confirmed).map((step) => [step.key, Boolean(step.expected)])).toEqual([
      ["applied", false],
      ["hired", false],
      ["reported", false],
      ["confirmed", false],
      ["paid", true],
    ]);
  });
});
