import {
  type AdminRedeemRequest,
  errorCodes,
  type RedeemKind,
  type RedeemStatus,
  type redeemRequestSorts,
} from "@rewards/contracts";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { likePattern } from "../../lib/like-pattern.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { postPoints } from "../ledger/index.js";
import { notify } from "../notifications/index.js";
import { users } from "../users/index.js";
import { historyTypeOfRedeemKind, redeemCause, refundKey } from "./kinds.js";
import { movePayout } from "./payouts/move-payout.js";
import { countPayoutMove } from "./payouts/send-payout.js";
import { deliveriesOf } from "./requests.js";
import { maskAccountNumber, toRedeemRequest } from "./serialize.js";
import { payouts, type RedeemRequestRow, redeemRequests } from "./tables.js";

export const adminPageSize = 50;

async function toAdminRequests(db: DbOrTx, rows: RedeemRequestRow[]): Promise<AdminRedeemRequest[]> {
  if (rows.length === 0) return [];
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => row.id),
  );
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.userId),
      ),
    );
  const emails = new Map(owners.map((owner) => [owner.id, owner.email]));
  return rows.map((row) => ({
    ...toRedeemRequest(row, deliveries.get(row.id) ?? { cards: [], voucher: null }),
    user_id: row.userId,
    user_email: emails.get(row.userId) ?? "",
    // Masked like everywhere else; whoever pays the transfer reveals it (`revealAccountNumber`).
    account_number: maskAccountNumber(row.accountNumber),
    transfer_reference: row.transferReference,
  }));
}

/** One request as the back office shows it. */
export async function adminRequestOf(db: DbOrTx, id: string): Promise<AdminRedeemRequest> {
  const [row] = await db.select().from(redeemRequests).where(eq(redeemRequests.id, id));
  if (!row) throw new AppError(404, errorCodes.notFound, "This redeem request does not exist.");
  const [request] = await toAdminRequests(db, [row]);
  if (!request) throw new Error("redeem request vanished");
  return request;
}

function queueOrder(filter: RedeemQueueFilter): SQL[] {
  const sort = filter.sort ?? (filter.status ? "created_at" : "-created_at");
  const column = sort.endsWith("point") ? redeemRequests.pointCents : redeemRequests.createdAt;
  return sort.startsWith("-") ? [desc(column), desc(redeemRequests.id)] : [asc(column), asc(redeemRequests.id)];
}

type RedeemQueueFilter = {
  status?: RedeemStatus | undefined;
  kind?: RedeemKind | undefined;
  q?: string | undefined;
  user_id?: string | undefined;
  sort?: (typeof redeemRequestSorts)[number] | undefined;
  page: number;
};

/** The back office's queue: by status, kind and member, the oldest first within a status. */
export async function listRedeemRequests(
  db: Db,
  filter: RedeemQueueFilter,
): Promise<{ requests: AdminRedeemRequest[]; total: number }> {
  const where = and(
    filter.status ? eq(redeemRequests.status, filter.status) : undefined,
    filter.kind ? eq(redeemRequests.kind, filter.kind) : undefined,
    filter.user_id ? eq(redeemRequests.userId, filter.user_id) : undefined,
    filter.q
      ? inArray(
          redeemRequests.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(sql`${users.email} ilike ${likePattern(filter.q)} escape '\\'`),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(redeemRequests)
      .where(where)
      .orderBy(...queueOrder(filter))
      .limit(adminPageSize)
      .offset((filter.page - 1) * adminPageSize),
    db.select({ total: count() }).from(redeemRequests).where(where),
  ]);
  return { requests: await toAdminRequests(db, rows), total: totals?.total ?? 0 };
}

/** Which state each back-office action moves a request from, and to. */
const transitions = {
  approve: { from: ["requested"], to: "processing" },
  paid: { from: ["processing"], to: "paid" },
  reject: { from: ["requested", "processing"], to: "rejected" },
} as const satisfies Record<string, { from: readonly RedeemStatus[]; to: RedeemStatus }>;
export type RedeemAction = keyof typeof transitions;

async function lockRequest(tx: Tx, id: string): Promise<RedeemRequestRow> {
  const [row] = await tx.select().from(redeemRequests).where(eq(redeemRequests.id, id)).for("update");
  if (!row) throw new AppError(404, errorCodes.notFound, "This redeem request does not exist.");
  return row;
}

/** What the audit log keeps of a request: its state and the member's bank details (masked there). */
function auditView(row: RedeemRequestRow) {
  return {
    status: row.status,
    kind: row.kind,
    user_id: row.userId,
    point: row.pointCents,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    transfer_reference: row.transferReference,
    reject_reason: row.rejectReason,
  };
}

/** The whole account number of one request, for paying it; the reveal is audited in its transaction. */
export async function revealAccountNumber(db: Db, actor: AuditActor, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(redeemRequests).where(eq(redeemRequests.id, id));
    if (!row) throw new AppError(404, errorCodes.notFound, "This redeem request does not exist.");
    await recordAudit(tx, actor, {
      action: "redeem_request.reveal_account",
      target: { kind: "redeem_request", id: row.id },
    });
    return row.accountNumber;
  });
}

/**
 * Moves a request along: approve (requested → processing), paid (processing → paid) or reject
 * (requested or processing → rejected, crediting the points back in the same transaction). A
 * request already in the target state is answered as it is, so a double click changes nothing.
 */
export async function moveRedeemRequest(
  db: Db,
  actor: AuditActor,
  input: { id: string; action: RedeemAction; reason?: string; transferReference?: string | undefined },
): Promise<AdminRedeemRequest> {
  const transition = transitions[input.action];
  const row = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, input.id);
    if (current.status === transition.to) return current;
    if (!(transition.from as readonly RedeemStatus[]).includes(current.status)) {
      throw new AppError(
        409,
        errorCodes.redeemStateConflict,
        `This request is ${current.status} and cannot be moved to ${transition.to}.`,
      );
    }
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, current.id)).for("update");
    if (payout) return movePaidOut(tx, actor, current, payout, input);
    const now = new Date();
    const [moved] = await tx
      .update(redeemRequests)
      .set({
        status: transition.to,
        handledBy: actor.userId,
        ...(transition.to === "processing" ? { processingAt: now } : {}),
        ...(transition.to === "paid" ? { paidAt: now } : {}),
        ...(transition.to === "rejected" ? { rejectedAt: now, rejectReason: input.reason ?? null } : {}),
        ...(input.transferReference ? { transferReference: input.transferReference } : {}),
      })
      .where(eq(redeemRequests.id, current.id))
      .returning();
    if (!moved) throw new Error("update returned no redeem request");
    if (transition.to === "rejected") {
      await postPoints(tx, {
        userId: current.userId,
        amountCents: current.pointCents,
        type: historyTypeOfRedeemKind[current.kind],
        cause: redeemCause(current.id),
        idempotencyKey: refundKey(current.id),
        note: input.reason ?? null,
      });
    }
    // The member hears of the outcome: paid out, or refused with the points back.
    if (transition.to === "paid" || transition.to === "rejected") {
      await notify(tx, current.userId, transition.to === "paid" ? "redemption_done" : "redemption_rejected", {
        cause: current.id,
        values: { points: current.pointCents },
      });
    }
    await recordAudit(tx, actor, {
      action: `redeem_request.${input.action}`,
      target: { kind: "redeem_request", id: current.id },
      before: auditView(current),
      after: auditView(moved),
    });
    return moved;
  });
  const [request] = await toAdminRequests(db, [row]);
  if (!request) throw new Error("redeem request vanished");
  return request;
}

export const providerPaysMessage = "This payout is with the payout provider; its status comes from the provider.";

/**
 * The operator's step on a bank transfer that has a payout (every one placed since payouts came):
 * the money moves as the payout does (`movePayout`). Paid by hand (`manual`): approving marks it
 * sent, paid settles it with the bank's reference. Through a provider: approving makes it due (the
 * route sends it after the commit), and only the provider says paid. Rejecting cancels a payout
 * not yet with a provider, which returns the points.
 */
async function movePaidOut(
  tx: Tx,
  actor: AuditActor,
  current: RedeemRequestRow,
  payout: typeof payouts.$inferSelect,
  input: { action: RedeemAction; reason?: string; transferReference?: string | undefined },
): Promise<RedeemRequestRow> {
  const byHand = payout.provider === "manual";
  const withProvider = !byHand && payout.status !== "requested";
  if ((input.action === "paid" && !byHand) || (input.action === "reject" && withProvider)) {
    throw new AppError(409, errorCodes.payoutNotSent, providerPaysMessage);
  }
  if (input.action === "approve" && !byHand) {
    await tx.update(payouts).set({ nextCheckAt: new Date() }).where(eq(payouts.id, payout.id));
    await tx
      .update(redeemRequests)
      .set({ status: "processing", processingAt: new Date(), handledBy: actor.userId })
      .where(eq(redeemRequests.id, current.id));
  } else {
    const result = await movePayout(tx, payout.id, {
      to: input.action === "approve" ? "sent" : input.action === "paid" ? "paid" : "cancelled",
      source: "operator",
      providerRef: input.transferReference ?? null,
      ...(input.action === "reject" ? { failureCode: "CANCELLED_BY_OPERATOR" } : {}),
    });
    countPayoutMove(result);
    await tx
      .update(redeemRequests)
      .set({
        handledBy: actor.userId,
        ...(input.transferReference ? { transferReference: input.transferReference } : {}),
        ...(input.action === "reject" ? { rejectReason: input.reason ?? null } : {}),
      })
      .where(eq(redeemRequests.id, current.id));
  }
  const [moved] = await tx.select().from(redeemRequests).where(eq(redeemRequests.id, current.id));
  if (!moved) throw new Error("redeem request vanished");
  await recordAudit(tx, actor, {
    action: `redeem_request.${input.action}`,
    target: { kind: "redeem_request", id: current.id },
    before: auditView(current),
    after: auditView(moved),
  });
  return moved;
}

/** Requests still to handle (requested or processing): how many, their points, and the oldest few. */
export async function waitingRedemptions(db: Db, oldest: number) {
  const waiting = inArray(redeemRequests.status, ["requested", "processing"]);
  const [[totals], rows] = await Promise.all([
    db
      .select({ count: count(), points: sql<number>`coalesce(sum(${redeemRequests.pointCents}), 0)`.mapWith(Number) })
      .from(redeemRequests)
      .where(waiting),
    db.select().from(redeemRequests).where(waiting).orderBy(redeemRequests.createdAt, redeemRequests.id).limit(oldest),
  ]);
  return { count: totals?.count ?? 0, points: totals?.points ?? 0, oldest: await toAdminRequests(db, rows) };
}
