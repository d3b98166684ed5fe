import { type PayoutStatus, payoutMayMove } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { newId } from "../../../lib/ids.js";
import { holdPayout, returnPayout, settlePayout } from "../../ledger/index.js";
import { notify } from "../../notifications/index.js";
import { type PayoutRow, payoutEvents, payouts, redeemRequests } from "../tables.js";
import type { ProviderStatus } from "./provider.js";

/** The provider's word in ours: anything on its way (accepted, requested, waiting) is sent. */
export function payoutStatusOf(status: ProviderStatus): PayoutStatus {
  switch (status) {
    case "SUCCEEDED":
      return "paid";
    case "FAILED":
      return "failed";
    case "CANCELLED":
      return "cancelled";
    case "REVERSED":
      return "reversed";
    default:
      return "sent";
  }
}

export type PayoutSource = "member" | "operator" | "provider" | "webhook" | "reconciliation";

export type PayoutMove = {
  to: PayoutStatus;
  source: PayoutSource;
  providerStatus?: ProviderStatus | null;
  providerRef?: string | null;
  failureCode?: string | null;
  /** When the sweep next asks the provider about a sent payout. */
  nextCheckAt?: Date | null;
  now?: Date;
};

export type MoveResult = { moved: boolean; from: PayoutStatus; row: PayoutRow };

/** How long after a provider accepted a payout the sweep asks about it, if no webhook came first. */
export const sentCheckAfterMs = 15 * 60 * 1000;

/**
 * The hold of a new payout: the request row exists, the points go to its hold account and the
 * timeline starts. `nextCheckAt` null: it waits for an operator.
 */
export async function openPayout(
  tx: Tx,
  payout: Omit<typeof payouts.$inferInsert, "status" | "createdAt" | "updatedAt">,
) {
  const [row] = await tx.insert(payouts).values(payout).returning();
  if (!row) throw new Error("insert returned no payout");
  const hold = await holdPayout(tx, {
    requestId: row.id,
    userId: row.userId,
    amountCents: row.pointCents,
    note: null,
  });
  await tx.insert(payoutEvents).values({ id: newId(), payoutId: row.id, status: "requested", source: "member" });
  return { row, hold };
}

/**
 * Moves a payout forward, in the caller's transaction, with everything that follows from it: the
 * money (paid settles the hold, failed or cancelled returns it, reversed returns it from the house),
 * the redeem request's state, the member's notice and the timeline. A move that is not forward
 * (a duplicate webhook, a late ACCEPTED after SUCCEEDED) changes nothing and says `moved: false`.
 * The request's row is locked before the payout's, the order the back office's actions take too.
 */
export async function movePayout(tx: Tx, id: string, move: PayoutMove): Promise<MoveResult | null> {
  await tx.select({ id: redeemRequests.id }).from(redeemRequests).where(eq(redeemRequests.id, id)).for("update");
  const [current] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
  if (!current) return null;
  // A reversal heard before the success it reverses (webhooks out of order): it was paid first.
  if (move.to === "reversed" && (current.status === "requested" || current.status === "sent")) {
    await movePayout(tx, id, { ...move, to: "paid" });
    return movePayout(tx, id, move);
  }
  if (!payoutMayMove(current.status, move.to)) return { moved: false, from: current.status, row: current };
  const now = move.now ?? new Date();
  const final = move.to !== "sent";
  const [row] = await tx
    .update(payouts)
    .set({
      status: move.to,
      updatedAt: now,
      nextCheckAt: final ? null : (move.nextCheckAt ?? new Date(now.getTime() + sentCheckAfterMs)),
      ...(move.providerRef ? { providerRef: move.providerRef } : {}),
      ...(move.failureCode !== undefined && move.to !== "paid" && move.to !== "sent"
        ? { failureCode: move.failureCode }
        : {}),
    })
    .where(eq(payouts.id, id))
    .returning();
  if (!row) throw new Error("update returned no payout");

  // A payout paid without an accepted step first still shows that it went out.
  const steps: PayoutStatus[] =
    current.status === "requested" && move.to !== "sent" && move.to !== "cancelled" ? ["sent", move.to] : [move.to];
  for (const status of steps) {
    await tx
      .insert(payoutEvents)
      .values({
        id: newId(),
        payoutId: id,
        status,
        source: move.source,
        providerStatus: move.providerStatus ?? null,
        at: now,
      })
      .onConflictDoNothing();
  }

  const money = { requestId: id, userId: row.userId, amountCents: row.pointCents };
  if (move.to === "paid") await settlePayout(tx, money);
  if (move.to === "failed" || move.to === "cancelled") await returnPayout(tx, { ...money, settled: false });
  if (move.to === "reversed") await returnPayout(tx, { ...money, settled: true });

  await tx
    .update(redeemRequests)
    .set(
      move.to === "sent"
        ? { status: "processing", processingAt: now }
        : move.to === "paid"
          ? { status: "paid", paidAt: now, ...(row.providerRef ? { transferReference: row.providerRef } : {}) }
          : { status: "rejected", rejectedAt: now, rejectReason: row.failureCode ?? move.to.toUpperCase() },
    )
    .where(eq(redeemRequests.id, id));

  if (move.to === "paid") {
    await notify(tx, row.userId, "redemption_done", { cause: id, values: { points: row.pointCents } });
  } else if (move.to !== "sent") {
    // An operator's refusal reads as before; the provider's failure says why it came back.
    await notify(tx, row.userId, move.source === "operator" ? "redemption_rejected" : "payout_returned", {
      cause: id,
      values: { points: row.pointCents, reason: row.failureCode ?? move.to.toUpperCase() },
    });
  }
  return { moved: true, from: current.status, row };
}
