import type { DeliveredCard, RedeemRequest, ShopVoucher } from "@rewards/contracts";
import type { CardCode, RedeemRequestRow, ShopVoucherRow } from "./tables.js";

export type Deliveries = { cards: CardCode[]; voucher: ShopVoucherRow | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** All but the last four digits hidden: enough to recognise the account, not enough to use it. */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  return `•••• ${accountNumber.slice(-4)}`;
}

function card(code: CardCode): DeliveredCard {
  return { code: code.code, serial: code.serial, expires_at: code.expiresOn };
}

function voucher(row: ShopVoucherRow): ShopVoucher {
  return { code: row.code, store_id: row.storeId, expires_at: row.expiresAt.toISOString(), used_at: iso(row.usedAt) };
}

/** A request as its owner sees it: the account number masked, card codes only once delivered. */
export function toRedeemRequest(row: RedeemRequestRow, deliveries: Deliveries): RedeemRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    point: row.pointCents,
    currency: row.currency,
    transfer_amount: row.transferAmount,
    fee: row.fee,
    receive_amount: Math.max(0, row.transferAmount - row.fee),
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: maskAccountNumber(row.accountNumber),
    provider: row.provider,
    face_value: row.faceValue,
    card_count: row.cardCount,
    cards: row.status === "paid" ? deliveries.cards.map(card) : [],
    voucher: deliveries.voucher ? voucher(deliveries.voucher) : null,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    processing_at: iso(row.processingAt),
    paid_at: iso(row.paidAt),
    rejected_at: iso(row.rejectedAt),
  };
}
