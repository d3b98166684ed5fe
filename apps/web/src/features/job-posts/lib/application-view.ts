import {
  type Application,
  type ApplicationAction,
  type ApplicationStatus,
  escrowHeldStatuses,
  nextStatus,
} from "@rewards/contracts";

/** Where the client's points for one applicant are: never taken, held in escrow, paid out, or given back. */
export type EscrowState = "none" | "held" | "disputed" | "paid" | "refunded";

export function escrowState(application: Pick<Application, "status" | "hired_at">): EscrowState {
  const { status } = application;
  if (status === "disputed") return "disputed";
  if (escrowHeldStatuses.includes(status)) return "held";
  if (status === "payment_complete") return "paid";
  // Only a hire ever took points; a cancelled hire (or a dispute settled as a refund) gave them back.
  if (status === "cancelled" && application.hired_at) return "refunded";
  return "none";
}

/** The client's buttons on an applicant, as the one state machine allows them from its status. */
export type ClientAction = "hire" | "decline" | "confirm" | "cancel" | "review";

export function clientActions(status: ApplicationStatus, reviewed = false): ClientAction[] {
  const allowed = (action: ApplicationAction) => nextStatus(status, action, "client").ok;
  const actions: ClientAction[] = [];
  if (allowed("hire")) actions.push("hire");
  if (allowed("decline")) actions.push("decline");
  if (allowed("confirm")) actions.push("confirm");
  if (allowed("cancel")) actions.push("cancel");
  // Reviews come after the completion, once (the server checks the same).
  if ((status === "completed" || status === "payment_complete") && !reviewed) actions.push("review");
  return actions;
}

export type TimelineStep = {
  key:
    | "applied"
    | "hired"
    | "reported"
    | "confirmed"
    | "autoPay"
    | "paid"
    | "declined"
    | "withdrawn"
    | "cancelled"
    | "disputed";
  at: string | null;
  /** A step still ahead (the automatic payment's date), shown as expected rather than done. */
  expected?: boolean;
};

/** What happened to an application so far, oldest first, from the moments the server keeps. */
export function timeline(a: Application): TimelineStep[] {
  const steps: TimelineStep[] = [{ key: "applied", at: a.created_at }];
  if (a.status === "declined") steps.push({ key: "declined", at: null });
  if (a.status === "withdraw") steps.push({ key: "withdrawn", at: null });
  if (a.hired_at) steps.push({ key: "hired", at: a.hired_at });
  if (a.reported_at) steps.push({ key: "reported", at: a.reported_at });
  if (a.status === "cancelled") steps.push({ key: "cancelled", at: null });
  if (a.status === "disputed") steps.push({ key: "disputed", at: null });
  if (a.paid_at) steps.push({ key: "paid", at: a.paid_at });
  else if (a.status === "completed") {
    // Confirmed (by the client or past the automatic date) and waiting for the payment, which follows.
    steps.push({ key: "confirmed", at: null }, { key: "paid", at: null, expected: true });
  } else if (a.status === "worker_completed" && a.auto_pay_at) {
    steps.push({ key: "autoPay", at: a.auto_pay_at, expected: true });
  }
  return steps;
}
