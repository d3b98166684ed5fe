import type { Tx } from "../../db/client.js";
import { grantsAccount, memberAccount, payoutHoldAccount } from "./accounts.js";
import { type PostedTransfer, transfer } from "./post-points.js";

/**
 * A cash-out's money: requesting moves the points from the member to the payout's hold account;
 * paid settles them to the house (the sink of every redemption); failed or cancelled returns them
 * from the hold, and a reversal after paid returns them from the house. Every step is keyed by the
 * request and the step, so a retried or raced step moves nothing twice, and one return at most.
 */
const cause = (requestId: string) => ({ kind: "redeem_request", id: requestId });
const keyOf = (requestId: string, step: "hold" | "settle" | "return") => `payout:${requestId}:${step}`;

export type PayoutMoney = { requestId: string; userId: string; amountCents: number; note?: string | null };

/** Refused with `NotEnoughPoints` when the balance does not cover it; nothing written then. */
export function holdPayout(tx: Tx, money: PayoutMoney): Promise<PostedTransfer> {
  return transfer(tx, {
    from: memberAccount(money.userId),
    to: payoutHoldAccount(money.requestId),
    amountCents: money.amountCents,
    type: "Withdraw",
    cause: cause(money.requestId),
    idempotencyKey: keyOf(money.requestId, "hold"),
    note: money.note ?? null,
  });
}

export function settlePayout(tx: Tx, money: PayoutMoney): Promise<PostedTransfer> {
  return transfer(tx, {
    from: payoutHoldAccount(money.requestId),
    to: grantsAccount(money.userId),
    amountCents: money.amountCents,
    type: "Withdraw",
    cause: cause(money.requestId),
    idempotencyKey: keyOf(money.requestId, "settle"),
  });
}

/** `settled`: the payout had been paid (a reversal), so the points come back from the house. */
export function returnPayout(tx: Tx, money: PayoutMoney & { settled: boolean }): Promise<PostedTransfer> {
  return transfer(tx, {
    from: money.settled ? grantsAccount(money.userId) : payoutHoldAccount(money.requestId),
    to: memberAccount(money.userId),
    amountCents: money.amountCents,
    type: "Withdraw",
    cause: cause(money.requestId),
    idempotencyKey: keyOf(money.requestId, "return"),
    note: money.note ?? null,
  });
}
