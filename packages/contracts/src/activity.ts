/**
 * What members do that other parts of the product react to: the activity stream's kinds
 * (docs/ARCHITECTURE.md, "Activity stream"). A producer records one of these in its own
 * transaction; missions, levels, invitations (and later bingo and notifications) consume them.
 * Adding a kind: append it here, record it from its producer, handle it where it matters.
 */
export const activityKinds = [
  /** A new account (password or social sign-up). Cause: the user id. */
  "signed_up",
  /** Names and birthday filled in for the first time. Cause: the user id. */
  "profile_completed",
  /** A phone number confirmed with its texted code. Cause: user id and the number. */
  "phone_confirmed",
  /** A survey answered and paid. Cause: survey id and user id. */
  "survey_completed",
  /** The day's attendance check-in. Cause: user id and the member's attendance day. */
  "daily_check_in",
  /** Points spent on a redemption (bank transfer, card, voucher). Cause: the redeem request id. */
  "redeemed",
  /** A sub-mission's reward claimed. Cause: sub-mission, user and period. */
  "mission_claimed",
  /** A member's level went up. Cause: user id and the new level. */
  "level_reached",
  /** Someone the member invited reached the quality milestone. Cause: the invitee's user id. */
  "invitee_qualified",
  /** A monster summoned on the bingo board. Cause: campaign, user and the summon's key. */
  "bingo_summoned",
  /** A bingo prize paid (a line, the full board, the consolation). Cause: campaign, user and line. */
  "bingo_prize_won",
  /** A worker profile on the job marketplace set up for the first time. Cause: the profile id. */
  "worker_profile_created",
  /** A worker's ID documents approved by the back office. Cause: the verification id. */
  "worker_verified",
  /**
   * A store liked or unliked (shop visits). Cause: store and user; detail `liked`. Only a change of
   * state is recorded, so liking twice is one event.
   */
  "store_liked",
  /** A store followed or unfollowed. Cause: store and user; detail `followed`. Recorded on a change only. */
  "store_followed",
  /** A worker hired for a job (the client's points went into escrow). Cause: the application id. */
  "job_hired",
  /** A worker reported a job's work done. Cause: the application id. */
  "job_completed",
  /** A worker paid for a job (the client confirmed, the automatic payment, the back office). Cause: the application id. */
  "job_paid",
  /**
   * A check-in at a store by its QR (shop visits; missions' `shop` category, bingo). Cause: the
   * check-in id; detail `store_id`, `stars`, `trust` (rotating or static).
   */
  "shop_checked_in",
  /** Stars exchanged for a campaign's coupon. Cause: the coupon id; detail `store_id`, `campaign_id`, `stars`. */
  "shop_coupon_exchanged",
  /** A coupon's use confirmed by the store's staff. Cause: the coupon id; detail `store_id`. */
  "shop_coupon_used",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** A small, flat record of what happened beside the cause (amounts, ids); never personal data. */
export type ActivityDetail = Record<string, string | number | boolean | null>;
