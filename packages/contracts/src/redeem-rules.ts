/** Redemption's rules as plain values (no schemas), kept apart from redeem.ts so screens get them without zod. */

/** The ways points are redeemed (spec section 1). */
export const redeemKinds = ["bank_transfer", "phone_card", "gift_card", "shop_voucher"] as const;
export type RedeemKind = (typeof redeemKinds)[number];

/**
 * Where a redeem request stands. Bank transfers move requested → processing (an admin approved
 * it) → paid; a card or voucher is paid the moment it is delivered. Rejected credits the points back.
 */
export const redeemStatuses = ["requested", "processing", "paid", "rejected"] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];

export const cardKinds = ["phone_card", "gift_card"] as const;
export type CardKind = (typeof cardKinds)[number];

export const bankFieldLimits = { nameMax: 100, accountNumberMin: 4, accountNumberMax: 34 } as const;

export const cardCountMax = 10;

/** The largest face value a card may have (in the card's currency). */
export const faceValueMax = 100_000_000;

/** How the back office's queue of requests can be ordered (`GET /api/admin/redeem_requests`). */
export const redeemRequestSorts = ["created_at", "-created_at", "-point", "point"] as const;
