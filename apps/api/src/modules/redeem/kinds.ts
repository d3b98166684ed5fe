import type { PointHistoryType, RedeemKind } from "@rewards/contracts";
import type { Tx } from "../../db/client.js";
import { recordActivity } from "../activity/index.js";

/**
 * The history type each kind of redemption posts (spec section 4's twelve): a bank transfer is a
 * Withdraw, a phone card a PhoneCard, and gift cards and shop vouchers cash points out (PointCard).
 * A rejection's credit-back posts the same type, so the pair reads together in the history.
 */
export const historyTypeOfRedeemKind: Record<RedeemKind, PointHistoryType> = {
  bank_transfer: "Withdraw",
  phone_card: "PhoneCard",
  gift_card: "PointCard",
  shop_voucher: "PointCard",
};

/** The ledger's cause kind of a redemption's entries: its debit, and its credit-back when rejected. */
export const redeemCauseKind = "redeem_request";
/** The ledger's cause for every movement of a redeem request. */
export const redeemCause = (requestId: string) => ({ kind: redeemCauseKind, id: requestId });

/** One debit per request, ever; and at most one credit-back. */
export const debitKey = (requestId: string) => `redeem:${requestId}`;
export const refundKey = (requestId: string) => `redeem:${requestId}:refund`;

/** `redeemed`, in the redemption's transaction: one event per request, whatever its kind. */
export function recordRedeemed(
  tx: Tx,
  request: { userId: string; requestId: string; kind: RedeemKind; pointCents: number },
) {
  return recordActivity(tx, {
    userId: request.userId,
    kind: "redeemed",
    cause: request.requestId,
    detail: { redeem_kind: request.kind, point: request.pointCents },
  });
}
