/** Figures only the public pages state; the product's business constants live in @rewards/contracts. */

/**
 * Points a member earns per invited friend, as the landing page advertises it. The real bonus is a
 * server parameter the signed-in Invite page shows; change this when marketing changes the offer.
 */
export const inviteBonusPoints = 20;
