import { errorCodes, type PayoutView, payoutChannelOf, payoutFailureCodeOf } from "@rewards/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { AppError } from "../../../http/app-error.js";
import { maskAccountNumber } from "../serialize.js";
import { payoutEvents, payouts, redeemRequests } from "../tables.js";

/** One of the member's own payouts with its timeline; another's answers as one that does not exist. */
export async function memberPayout(db: DbOrTx, userId: string, id: string): Promise<PayoutView> {
  const [row] = await db
    .select({ payout: payouts, bankName: redeemRequests.bankName })
    .from(payouts)
    .innerJoin(redeemRequests, eq(redeemRequests.id, payouts.id))
    .where(and(eq(payouts.id, id), eq(payouts.userId, userId)));
  if (!row) throw new AppError(404, errorCodes.notFound, "This payout does not exist.");
  const events = await db
    .select({ status: payoutEvents.status, at: payoutEvents.at })
    .from(payoutEvents)
    .where(eq(payoutEvents.payoutId, id))
    .orderBy(asc(payoutEvents.at), asc(payoutEvents.id));
  const { payout } = row;
  return {
    id: payout.id,
    status: payout.status,
    provider: payout.provider,
    channel_code: payout.channelCode,
    channel_name: (payout.channelCode && payoutChannelOf(payout.channelCode)?.name) || row.bankName || "",
    account_number: maskAccountNumber(payout.accountNumber) ?? "",
    account_name: payout.accountName,
    point: payout.pointCents,
    amount: payout.amount,
    currency: payout.currency,
    failure_code: payoutFailureCodeOf(payout.failureCode),
    events: events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
