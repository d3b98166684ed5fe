/**
 * Points are counted in cents. What a cent is worth and when redemption opens, per market
 * (spec section 9): Vietnam 1 cent = 200 VND, redeeming above 500 cents; Indonesia 1 cent =
 * 130 rupiah, from 380 points.
 */
export const pointMarkets = {
  vietnam: { currency: "VND", localPerCent: 200, redeemAboveCents: 500 },
  indonesia: { currency: "IDR", localPerCent: 130, redeemFromCents: 380 },
} as const;

/** The number of users the public pages and the footer claim (spec section 9). */
export const claimedUserCount = 1_500_000;
