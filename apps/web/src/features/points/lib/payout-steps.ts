import type { PayoutView } from "@rewards/contracts";

/** One line of a cash-out's timeline: requested, sent, paid, failed (with why), returned. */
export type PayoutStep = {
  key: "requested" | "sent" | "paid" | "failed" | "returned";
  at: string | null;
  state: "done" | "current" | "upcoming" | "failed";
};

/**
 * The steps the member sees. On its way: requested and sent, then paid to come. Failed or
 * cancelled: the failure with its time, then the points returned at the same moment. Reversed:
 * paid, then returned when the bank sent it back.
 */
export function payoutStepsOf(payout: Pick<PayoutView, "status" | "events">): PayoutStep[] {
  const at = (status: PayoutView["status"]) => payout.events.find((event) => event.status === status)?.at ?? null;
  const requested: PayoutStep = { key: "requested", at: at("requested"), state: "done" };
  switch (payout.status) {
    case "requested":
      return [
        { ...requested, state: "current" },
        { key: "sent", at: null, state: "upcoming" },
        { key: "paid", at: null, state: "upcoming" },
      ];
    case "sent":
      return [
        requested,
        { key: "sent", at: at("sent"), state: "current" },
        { key: "paid", at: null, state: "upcoming" },
      ];
    case "paid":
      return [
        requested,
        { key: "sent", at: at("sent"), state: "done" },
        { key: "paid", at: at("paid"), state: "done" },
      ];
    case "failed":
    case "cancelled": {
      const failedAt = at(payout.status);
      const steps: PayoutStep[] = [requested];
      if (at("sent")) steps.push({ key: "sent", at: at("sent"), state: "done" });
      steps.push({ key: "failed", at: failedAt, state: "failed" }, { key: "returned", at: failedAt, state: "done" });
      return steps;
    }
    case "reversed":
      return [
        requested,
        { key: "sent", at: at("sent"), state: "done" },
        { key: "paid", at: at("paid"), state: "done" },
        { key: "returned", at: at("reversed"), state: "done" },
      ];
  }
}
