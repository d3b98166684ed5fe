import { type PayoutStatus, payoutChannelOf } from "@rewards/contracts";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { payoutRequestToPaid, payoutsCount } from "../../../metrics/index.js";
import { type PayoutRow, payouts } from "../tables.js";
import { type MoveResult, movePayout, type PayoutMove, payoutStatusOf } from "./move-payout.js";
import { type PayoutProvider, ProviderUnavailable } from "./provider.js";

/** The key a payout is sent under, always the same for one request: a retry is never a second payout. */
export const payoutIdempotencyKey = (requestId: string) => `rewards-payout-${requestId}`;

/** Counts a move once it committed: the outcome by provider and channel, and request-to-paid time. */
export function countPayoutMove(result: MoveResult | null, now = new Date()): void {
  if (!result?.moved) return;
  const { row } = result;
  const labels = { provider: row.provider, channel: row.channelCode ?? "bank" };
  payoutsCount.inc({ ...labels, outcome: row.status });
  if (row.status === "paid") {
    payoutRequestToPaid.observe(labels, Math.max(0, (now.getTime() - row.createdAt.getTime()) / 1000));
  }
}

/** Applies the provider's word in a transaction of its own, and counts it. */
export async function applyPayoutMove(db: Db, id: string, move: PayoutMove): Promise<MoveResult | null> {
  const result = await db.transaction((tx) => movePayout(tx, id, move));
  countPayoutMove(result, move.now);
  return result;
}

/**
 * Claims one send attempt (a conditional UPDATE: only a requested payout that is due, so two
 * workers never send it at once) and pushes its next check past the backoff (1, 2, 4 ... minutes,
 * at most an hour) before calling the
 * provider. If the process dies after the call, the next attempt sends again under the same key
 * and the provider answers with the payout it already made.
 */
async function claimSend(db: Db, id: string, now: Date): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set({
      sendAttempts: sql`${payouts.sendAttempts} + 1`,
      nextCheckAt: sql`${now.toISOString()}::timestamptz + (least(60, power(2, ${payouts.sendAttempts})) * interval '1 minute')`,
      updatedAt: now,
    })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.status, "requested"),
        isNotNull(payouts.nextCheckAt),
        lte(payouts.nextCheckAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Sends a due payout through the provider; what it answered is applied at once. Answers the status after. */
export async function sendPayout(
  db: Db,
  provider: PayoutProvider,
  id: string,
  now = new Date(),
): Promise<PayoutStatus | null> {
  const claimed = await claimSend(db, id, now);
  if (!claimed) return null;
  const channel = claimed.channelCode ? payoutChannelOf(claimed.channelCode) : undefined;
  if (!channel || !provider.automatic) return claimed.status;
  try {
    const answer = await provider.send({
      referenceId: claimed.id,
      idempotencyKey: payoutIdempotencyKey(claimed.id),
      channel,
      accountNumber: claimed.accountNumber,
      accountName: claimed.accountName,
      amount: claimed.amount,
      currency: claimed.currency,
    });
    const result = await applyPayoutMove(db, claimed.id, {
      to: payoutStatusOf(answer.status),
      source: "provider",
      providerStatus: answer.status,
      providerRef: answer.providerRef || null,
      failureCode: answer.failureCode,
    });
    return result?.row.status ?? claimed.status;
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    payoutsCount.inc({ provider: claimed.provider, channel: claimed.channelCode ?? "bank", outcome: "send_error" });
    return claimed.status;
  }
}

/** Asks the provider about a payout and applies its answer; the sweep's and reconciliation's step. */
export async function checkPayout(
  db: Db,
  provider: PayoutProvider,
  row: PayoutRow,
  source: "provider" | "reconciliation",
): Promise<MoveResult | null> {
  const known = await provider.readStatus(row.id);
  if (!known) return null;
  return applyPayoutMove(db, row.id, {
    to: payoutStatusOf(known.status),
    source,
    providerStatus: known.status,
    providerRef: known.providerRef || null,
    failureCode: known.failureCode,
  });
}
