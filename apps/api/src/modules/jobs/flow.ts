import {
  type ApplicationAction,
  type ApplicationActor,
  type ApplicationStatus,
  errorCodes,
  jobMessages,
  jobRules,
  nextStatus,
  quotation,
  statusesAllowing,
} from "@rewards/contracts";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { startOfLocalDay } from "../../lib/local-day.js";
import { recordActivity } from "../activity/index.js";
import { holdInEscrow, NotEnoughPoints, refundEscrow, releaseEscrow } from "../ledger/index.js";
import { notify } from "../notifications/index.js";
import { type JobApplicationRow, jobApplications, jobDisputes, jobPosts } from "./tables.js";

/**
 * Every step of an application after it is sent: each is one conditional UPDATE that repeats the
 * statuses the state machine allows in its WHERE (two racing steps: one moves, the other is
 * refused naming the status it found), then the escrow, the activity and the other side's
 * notification in the same transaction.
 */

export const noApplication = () => new AppError(404, errorCodes.notFound, jobMessages.noApplication);

/** The refusal of a step the application's current status does not allow. */
function refused(status: ApplicationStatus, action: ApplicationAction, actor: ApplicationActor): AppError {
  const step = nextStatus(status, action, actor);
  const message = step.ok ? `This application is ${status.replace("_", " ")}.` : step.message;
  return new AppError(409, errorCodes.applicationStateConflict, message, undefined, { data: { status } });
}

type Side = { userId: string; as: "worker" | "client" };
const ownedBy = (side: Side) =>
  side.as === "worker" ? eq(jobApplications.workerUserId, side.userId) : eq(jobApplications.clientUserId, side.userId);

/** After an UPDATE found nothing: 404 when the application is not the caller's, else the refusal. */
async function explain(tx: Tx, id: string, side: Side | null, action: ApplicationAction, actor: ApplicationActor) {
  const [row] = await tx
    .select({ status: jobApplications.status })
    .from(jobApplications)
    .where(side ? and(eq(jobApplications.id, id), ownedBy(side)) : eq(jobApplications.id, id));
  if (!row) return noApplication();
  return refused(row.status, action, actor);
}

/** Moves an application by one allowed step, or throws the refusal. */
async function move(
  tx: Tx,
  id: string,
  side: Side | null,
  action: ApplicationAction,
  actor: ApplicationActor,
  set: Partial<typeof jobApplications.$inferInsert>,
  extra?: ReturnType<typeof lte>,
): Promise<JobApplicationRow> {
  const from = statusesAllowing(action);
  const target = nextStatus(from[0] as ApplicationStatus, action, actor);
  if (!target.ok) throw new AppError(403, errorCodes.forbidden, target.message);
  const [row] = await tx
    .update(jobApplications)
    .set({ ...set, status: target.status, updatedAt: new Date() })
    .where(
      and(
        eq(jobApplications.id, id),
        inArray(jobApplications.status, [...from]),
        ...(side ? [ownedBy(side)] : []),
        ...(extra ? [extra] : []),
      ),
    )
    .returning();
  if (!row) throw await explain(tx, id, side, action, actor);
  return row;
}

async function titleOf(tx: Tx, jobId: string): Promise<string> {
  const [row] = await tx.select({ title: jobPosts.title }).from(jobPosts).where(eq(jobPosts.id, jobId));
  return row?.title ?? "";
}

export const workerLink = (a: JobApplicationRow) => `/home/flashjobs/jobs/applied/${a.id}`;
export const clientLink = (a: JobApplicationRow) => `/home/flashjobs/posts/${a.jobId}?applicant=${a.id}`;

/** Tells the other side of a step; each kind once per application and member. */
export async function tell(
  tx: Tx,
  a: JobApplicationRow,
  to: "worker" | "client",
  kind: Parameters<typeof notify>[2],
  values: Record<string, string | number> = {},
) {
  const userId = to === "worker" ? a.workerUserId : a.clientUserId;
  await notify(tx, userId, kind, {
    cause: `${a.id}:${userId}`,
    values: { title: await titleOf(tx, a.jobId), link: to === "worker" ? workerLink(a) : clientLink(a), ...values },
  });
}

/** The worker withdraws an application not yet decided. */
export async function withdraw(db: Db, workerUserId: string, id: string) {
  return db.transaction(async (tx) => {
    const a = await move(tx, id, { userId: workerUserId, as: "worker" }, "withdraw", "worker", {});
    await tell(tx, a, "client", "job_application_withdrawn");
    return a;
  });
}

/** The client turns an applicant down. */
export async function decline(db: Db, clientUserId: string, id: string) {
  return db.transaction(async (tx) => {
    const a = await move(tx, id, { userId: clientUserId, as: "client" }, "decline", "client", {});
    await tell(tx, a, "worker", "job_application_declined");
    return a;
  });
}

/**
 * The client hires: the application moves, the job's hired count takes one slot (refused when
 * every slot is taken, however many hires race) and the agreed points go from the client's balance
 * into the application's escrow, all in one transaction. `seenOfferCents` is the quote as the
 * client saw it: a worker who changed it meanwhile does not get hired at an amount nobody agreed to.
 */
export async function hire(db: Db, clientUserId: string, id: string, seenOfferCents?: number) {
  return db.transaction(async (tx) => {
    // Hires on one job queue on its row first: the last one declines the others' applications,
    // which a hire that had moved its own application first would be holding (a deadlock).
    await tx
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(
        sql`${jobPosts.id} = (select ${jobApplications.jobId} from ${jobApplications} where ${jobApplications.id} = ${id} and ${jobApplications.clientUserId} = ${clientUserId})`,
      )
      .for("update");
    const a = await move(tx, id, { userId: clientUserId, as: "client" }, "hire", "client", { hiredAt: new Date() });
    // The quote the client saw, or none at all: one changed since is refused with its new amount.
    if (seenOfferCents !== undefined && seenOfferCents !== a.offerCents) {
      throw new AppError(409, errorCodes.quoteChanged, jobMessages.quoteChanged(a.offerCents), undefined, {
        data: { offer_price: a.offerCents },
      });
    }
    const [slot] = await tx
      .update(jobPosts)
      .set({ hiredCount: sql`${jobPosts.hiredCount} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(jobPosts.id, a.jobId),
          eq(jobPosts.status, "open"),
          sql`${jobPosts.hiredCount} < ${jobPosts.workersNeeded}`,
        ),
      )
      .returning({ id: jobPosts.id, hiredCount: jobPosts.hiredCount, workersNeeded: jobPosts.workersNeeded });
    if (!slot) {
      throw new AppError(409, errorCodes.jobSlotsFull, "Every worker this job needs is hired, or the job is not open.");
    }
    try {
      await holdInEscrow(tx, { applicationId: a.id, clientUserId, amountCents: a.offerCents });
    } catch (error) {
      if (error instanceof NotEnoughPoints) {
        throw new AppError(
          409,
          errorCodes.notEnoughPoints,
          `You do not have enough points: ${error.shortfallCents} more are needed to hire.`,
          undefined,
          { data: { shortfall: error.shortfallCents } },
        );
      }
      throw error;
    }
    await recordActivity(tx, {
      userId: a.workerUserId,
      kind: "job_hired",
      cause: a.id,
      detail: { job_id: a.jobId, points: a.offerCents },
    });
    await tell(tx, a, "worker", "job_hired", { points: a.offerCents - a.serviceFeeCents });
    if (slot.hiredCount >= slot.workersNeeded) await declineTheRest(tx, a.jobId);
    return a;
  });
}

/**
 * The job's last slot is taken: every application still waiting is declined by the system (one
 * conditional UPDATE, so a withdrawal racing it keeps its own status) and its worker told.
 */
async function declineTheRest(tx: Tx, jobId: string) {
  const step = nextStatus("applied", "auto_decline", "system");
  if (!step.ok) return;
  const declined = await tx
    .update(jobApplications)
    .set({ status: step.status, updatedAt: new Date() })
    .where(
      and(eq(jobApplications.jobId, jobId), inArray(jobApplications.status, [...statusesAllowing("auto_decline")])),
    )
    .returning();
  for (const other of declined) await tell(tx, other, "worker", "job_application_declined");
}

export const autoPayJobName = "jobs.auto-pay";

/**
 * The day the work starts: the one the worker quoted, else the job's. A report before its first
 * instant (in the worker's time zone) is refused naming the day, and the auto-pay days count from
 * the later of the report and the start, so the client never has less than `autoPayDays` of work to check.
 */
async function startOf(
  tx: Tx,
  id: string,
  workerUserId: string,
  timeZone: string,
): Promise<{ day: string; at: Date } | null> {
  const [row] = await tx
    .select({ quoted: jobApplications.startDate, job: jobPosts.startDate })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, id), eq(jobApplications.workerUserId, workerUserId)));
  const day = row?.quoted ?? row?.job ?? null;
  return day ? { day, at: startOfLocalDay(day, timeZone) } : null;
}

/**
 * The worker reports the work done: the client has `autoPayDays` to confirm, after which the
 * auto-pay job pays. The job is queued for that time after the commit; its sweep catches any lost.
 */
export async function reportCompletion(
  db: Db,
  workerUserId: string,
  id: string,
  options: { now?: Date; autoPayDays?: number; timeZone?: string } = {},
) {
  const now = options.now ?? new Date();
  const autoPayDays = options.autoPayDays ?? jobRules.autoPayDays;
  return db.transaction(async (tx) => {
    const start = await startOf(tx, id, workerUserId, options.timeZone ?? "UTC");
    if (start && now < start.at) {
      throw new AppError(409, errorCodes.workNotStarted, jobMessages.reportBeforeStart(start.day), undefined, {
        data: { start_date: start.day },
      });
    }
    const from = start && start.at > now ? start.at : now;
    const autoPayAt = new Date(from.getTime() + autoPayDays * 86_400_000);
    const a = await move(tx, id, { userId: workerUserId, as: "worker" }, "report_completion", "worker", {
      reportedAt: now,
      autoPayAt,
    });
    await recordActivity(tx, {
      userId: a.workerUserId,
      kind: "job_completed",
      cause: a.id,
      detail: { job_id: a.jobId },
    });
    await tell(tx, a, "client", "job_work_reported", { date: autoPayAt.toISOString().slice(0, 10) });
    return a;
  });
}

/** Pays a completed application: escrow to the worker, the service fee to the house. */
async function pay(tx: Tx, a: JobApplicationRow, action: ApplicationAction = "pay") {
  const actor = action === "pay" ? "system" : "admin";
  const paid = await move(tx, a.id, null, action, actor, { paidAt: new Date() });
  await releaseEscrow(tx, {
    applicationId: paid.id,
    workerUserId: paid.workerUserId,
    workerCents: paid.offerCents - paid.serviceFeeCents,
    feeCents: paid.serviceFeeCents,
  });
  await recordActivity(tx, {
    userId: paid.workerUserId,
    kind: "job_paid",
    cause: paid.id,
    detail: { job_id: paid.jobId, points: paid.offerCents - paid.serviceFeeCents },
  });
  await tell(tx, paid, "worker", "job_payment_complete", { points: paid.offerCents - paid.serviceFeeCents });
  return paid;
}

/** The client confirms the reported work: completed and paid in one transaction. */
export async function confirmCompletion(db: Db, clientUserId: string, id: string) {
  return db.transaction(async (tx) => {
    const a = await move(tx, id, { userId: clientUserId, as: "client" }, "confirm", "client", {});
    return pay(tx, a);
  });
}

/**
 * Pays what its client did not confirm in time. Each application in its own transaction, by the
 * same conditional UPDATE as a confirmation: a confirmation racing it, or a second run, pays nothing more.
 */
export async function autoPayDue(db: Db, now = new Date(), onlyId?: string): Promise<number> {
  const due = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.status, "worker_completed"),
        lte(jobApplications.autoPayAt, now),
        ...(onlyId ? [eq(jobApplications.id, onlyId)] : []),
      ),
    )
    .limit(500);
  let paid = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [a] = await tx
        .update(jobApplications)
        .set({ status: "completed", updatedAt: new Date() })
        .where(
          and(
            eq(jobApplications.id, id),
            eq(jobApplications.status, "worker_completed"),
            lte(jobApplications.autoPayAt, now),
          ),
        )
        .returning();
      if (!a) return false;
      await pay(tx, a);
      return true;
    });
    if (done) paid++;
  }
  return paid;
}

/**
 * The client cancels with a reason: before the work is reported the points go back; after it,
 * the application is disputed and the back office decides.
 */
export async function cancel(db: Db, clientUserId: string, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .update(jobApplications)
      .set({
        status: sql`case when ${jobApplications.status} = 'hired' then 'cancelled' else 'disputed' end::job_application_status`,
        cancelReason: reason,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(jobApplications.id, id),
          eq(jobApplications.clientUserId, clientUserId),
          inArray(jobApplications.status, [...statusesAllowing("cancel")]),
        ),
      )
      .returning();
    if (!a) throw await explain(tx, id, { userId: clientUserId, as: "client" }, "cancel", "client");
    if (a.status === "cancelled") {
      await refundEscrow(tx, { applicationId: a.id, clientUserId, amountCents: a.offerCents });
      await tx
        .update(jobPosts)
        .set({ hiredCount: sql`${jobPosts.hiredCount} - 1`, updatedAt: new Date() })
        .where(and(eq(jobPosts.id, a.jobId), sql`${jobPosts.hiredCount} > 0`));
      await tell(tx, a, "worker", "job_cancelled", { reason });
    } else {
      await tx.insert(jobDisputes).values({ id: a.id, applicationId: a.id, reason });
      await tell(tx, a, "worker", "job_disputed", { reason });
    }
    return a;
  });
}

/**
 * The back office settles a dispute: pay the worker, refund the client, or split (the worker's
 * share less its service fee, the rest back to the client).
 */
export async function resolveDispute(
  tx: Tx,
  applicationId: string,
  resolution: "pay" | "refund" | "split",
  workerAmount?: number,
) {
  if (resolution === "pay") {
    const a = await move(tx, applicationId, null, "resolve_pay", "admin", { paidAt: new Date() });
    await payOut(tx, a, a.offerCents, "release");
    return { a, workerCents: a.offerCents, refundCents: 0 };
  }
  if (resolution === "refund") {
    const a = await move(tx, applicationId, null, "resolve_refund", "admin", {});
    await refundEscrow(tx, { applicationId: a.id, clientUserId: a.clientUserId, amountCents: a.offerCents });
    await tell(tx, a, "client", "job_dispute_resolved");
    await tell(tx, a, "worker", "job_dispute_resolved");
    return { a, workerCents: 0, refundCents: a.offerCents };
  }
  const a = await move(tx, applicationId, null, "resolve_split", "admin", { paidAt: new Date() });
  const share = workerAmount ?? 0;
  if (share <= 0 || share >= a.offerCents) {
    throw new AppError(
      400,
      errorCodes.validationFailed,
      `worker_amount: must be between 1 and ${a.offerCents - 1}`,
      "worker_amount",
    );
  }
  await payOut(tx, a, share, "split");
  await refundEscrow(tx, {
    applicationId: a.id,
    clientUserId: a.clientUserId,
    amountCents: a.offerCents - share,
    step: "split:refund",
  });
  await tell(tx, a, "client", "job_dispute_resolved");
  return { a, workerCents: share, refundCents: a.offerCents - share };
}

/** Pays `grossCents` of the escrow to the worker, its service fee to the house. */
async function payOut(tx: Tx, a: JobApplicationRow, grossCents: number, step: string) {
  const fee = quotation(grossCents).service_fee;
  await releaseEscrow(tx, {
    applicationId: a.id,
    workerUserId: a.workerUserId,
    workerCents: grossCents - fee,
    feeCents: fee,
    step,
  });
  await recordActivity(tx, {
    userId: a.workerUserId,
    kind: "job_paid",
    cause: a.id,
    detail: { job_id: a.jobId, points: grossCents - fee },
  });
  await tell(tx, a, "worker", "job_payment_complete", { points: grossCents - fee });
}

/** The back office closes a job by paying every application still at work on it. */
export async function closeJobByPaying(tx: Tx, jobId: string): Promise<number> {
  const open = await tx
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), inArray(jobApplications.status, [...statusesAllowing("admin_pay")])));
  let paid = 0;
  for (const a of open) {
    const moved = await move(tx, a.id, null, "admin_pay", "admin", { paidAt: new Date() });
    await payOut(tx, moved, moved.offerCents, "release");
    await tx
      .update(jobDisputes)
      .set({
        status: "resolved",
        resolution: "pay",
        workerCents: moved.offerCents,
        refundCents: 0,
        resolvedAt: new Date(),
      })
      .where(and(eq(jobDisputes.applicationId, a.id), eq(jobDisputes.status, "open")));
    paid++;
  }
  await tx.update(jobPosts).set({ status: "closed", updatedAt: new Date() }).where(eq(jobPosts.id, jobId));
  return paid;
}
