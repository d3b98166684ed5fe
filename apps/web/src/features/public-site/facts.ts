/** Figures the public pages state, from the product spec (section 9); one place to change them. */

/** The member count the public pages claim. */
export const memberCount = 1_500_000;

/**
 * Points a member earns per invited friend, as the landing page advertises it. The real bonus is a
 * server parameter the signed-in Invite page shows; change this when marketing changes the offer.
 */
export const inviteBonusPoints = 20;

/** What one point (one cent) is worth and when redemption opens, by market. */
export const pointValues = {
  vietnam: { currency: "VND", perPoint: 200, redeemAbove: 500 },
  indonesia: { currency: "IDR", perPoint: 130, redeemFrom: 380 },
} as const;
