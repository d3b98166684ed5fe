import type { PointHistoryType, RedeemKind } from "@rewards/contracts";

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

/** The ledger's cause for every movement of a redeem request. */
export const redeemCause = (requestId: string) => ({ kind: "redeem_request", id: requestId });

/** One debit per request, ever; and at most one credit-back. */
export const debitKey = (requestId: string) => `redeem:${requestId}`;
export const refundKey = (requestId: string) => `redeem:${requestId}:refund`;
