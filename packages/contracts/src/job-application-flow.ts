/**
 * The job application's state machine (spec section 4), the one place that says which step may
 * follow which. Pure: the server asks it before each conditional UPDATE (which repeats the
 * current status in its WHERE, so two racing steps cannot both pass), and the web app may ask it
 * which buttons to show.
 *
 *   applied ──hire──▶ hired ──report_completion──▶ worker_completed ──confirm/auto_confirm──▶ completed ──pay──▶ payment_complete
 *     │ ╰decline▶ declined   │ ╰cancel▶ cancelled (refund)   ╰cancel▶ disputed ──resolve_*──▶ payment_complete | cancelled
 *     ╰withdraw▶ withdraw    ╰admin_pay (the back office closes the job by paying) ▶ payment_complete
 *     ╰auto_decline▶ declined (the system, when hires fill every slot the job has)
 */
export const applicationStatuses = [
  "applied",
  "declined",
  "withdraw",
  "hired",
  "worker_completed",
  "completed",
  "payment_complete",
  "cancelled",
  "disputed",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationActors = ["worker", "client", "system", "admin"] as const;
export type ApplicationActor = (typeof applicationActors)[number];

export const applicationActions = [
  "edit",
  "withdraw",
  "decline",
  "auto_decline",
  "hire",
  "report_completion",
  "confirm",
  "auto_confirm",
  "pay",
  "cancel",
  "resolve_pay",
  "resolve_refund",
  "resolve_split",
  "admin_pay",
] as const;
export type ApplicationAction = (typeof applicationActions)[number];

/** What a step does with the escrow: hold it, pay it out, give it back, or split it; none by default. */
export type EscrowMove = "none" | "hold" | "release" | "refund" | "split";

type Rule = {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus | "same";
  actor: ApplicationActor;
  escrow: EscrowMove;
};

const rules: Record<ApplicationAction, Rule> = {
  edit: { from: ["applied"], to: "same", actor: "worker", escrow: "none" },
  withdraw: { from: ["applied"], to: "withdraw", actor: "worker", escrow: "none" },
  decline: { from: ["applied"], to: "declined", actor: "client", escrow: "none" },
  // The last slot filled: the applicants still waiting hear no rather than wait for nothing.
  auto_decline: { from: ["applied"], to: "declined", actor: "system", escrow: "none" },
  hire: { from: ["applied"], to: "hired", actor: "client", escrow: "hold" },
  report_completion: { from: ["hired"], to: "worker_completed", actor: "worker", escrow: "none" },
  confirm: { from: ["worker_completed"], to: "completed", actor: "client", escrow: "none" },
  auto_confirm: { from: ["worker_completed"], to: "completed", actor: "system", escrow: "none" },
  pay: { from: ["completed"], to: "payment_complete", actor: "system", escrow: "release" },
  // Before the work is reported the points go back; after, the back office decides.
  cancel: { from: ["hired", "worker_completed"], to: "same", actor: "client", escrow: "none" },
  resolve_pay: { from: ["disputed"], to: "payment_complete", actor: "admin", escrow: "release" },
  resolve_refund: { from: ["disputed"], to: "cancelled", actor: "admin", escrow: "refund" },
  resolve_split: { from: ["disputed"], to: "payment_complete", actor: "admin", escrow: "split" },
  admin_pay: {
    from: ["hired", "worker_completed", "disputed"],
    to: "payment_complete",
    actor: "admin",
    escrow: "release",
  },
};

export type Step =
  | { ok: true; status: ApplicationStatus; escrow: EscrowMove }
  | { ok: false; reason: "wrong_actor" | "wrong_status"; message: string };

const label = (status: ApplicationStatus) => status.replace("_", " ");

/** The status `action` by `actor` leads to from `current`, or why it may not happen. */
export function nextStatus(current: ApplicationStatus, action: ApplicationAction, actor: ApplicationActor): Step {
  const rule = rules[action];
  if (rule.actor !== actor) {
    return { ok: false, reason: "wrong_actor", message: `Only the ${rule.actor} can ${action.replaceAll("_", " ")}.` };
  }
  if (!rule.from.includes(current)) {
    return {
      ok: false,
      reason: "wrong_status",
      message: `This application is ${label(current)}: it cannot be moved that way.`,
    };
  }
  if (action === "cancel") {
    return current === "hired"
      ? { ok: true, status: "cancelled", escrow: "refund" }
      : { ok: true, status: "disputed", escrow: "none" };
  }
  return { ok: true, status: rule.to === "same" ? current : rule.to, escrow: rule.escrow };
}

/** The statuses an action may start from (for a conditional UPDATE's WHERE). */
export function statusesAllowing(action: ApplicationAction): readonly ApplicationStatus[] {
  return rules[action].from;
}

/** Statuses after which nothing moves any more. */
export const finalStatuses: readonly ApplicationStatus[] = ["declined", "withdraw", "payment_complete", "cancelled"];

/** Statuses while the escrow holds the client's points. */
export const escrowHeldStatuses: readonly ApplicationStatus[] = ["hired", "worker_completed", "completed", "disputed"];
