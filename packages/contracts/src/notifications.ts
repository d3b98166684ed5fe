import { z } from "zod";
import { pageMeta } from "./envelope.js";
import { pageParam, queryInt, text } from "./text.js";

/**
 * What the product tells a member about (issue 16). A producer calls `notify(tx, userId, kind,
 * data)` in its own transaction; the words are the notifications module's, per language.
 * Adding a kind: append it here and give it copy in the notifications module.
 */
export const notificationKinds = [
  /** A survey the member may answer was published. values: survey title, points. */
  "survey_opened",
  /** A survey the member answered announced its results. values: survey title. */
  "survey_results",
  /** Points added to the member's balance by the team. values: points, reason. */
  "points_received",
  /** A redemption was paid out. values: points. */
  "redemption_done",
  /** A redemption was refused and its points returned. values: points. */
  "redemption_rejected",
  /**
   * A cash-out failed, was cancelled or bounced back, and its points are back. values: points,
   * reason (a `payoutFailureCodes` code, or FAILED, CANCELLED, REVERSED).
   */
  "payout_returned",
  /** A mission's step can be claimed. values: mission title, points. */
  "mission_claimable",
  /** A bingo line completed. values: points. */
  "bingo_line",
  /** A friend the member invited qualified and the bonus arrived. values: points. */
  "invitee_bonus",
  /** Points will expire in 30 days. values: points, date. */
  "points_expiring",
  /**
   * The back office's announcement to a segment (notification campaigns). values: title and body
   * in each language (`title_en`, `body_vi`, ...) and an optional `link` to a page of the app.
   */
  "announcement",
  /** The worker's ID verification was approved. No values. */
  "worker_verification_approved",
  /** The worker's ID verification was rejected. values: reason (as the reviewer wrote it). */
  "worker_verification_rejected",
  /**
   * The job marketplace's application steps, each to the other side. values: title (the job's),
   * and `link` to the application; points, date and reason where the step has them.
   */
  "job_applied",
  "job_application_withdrawn",
  "job_application_declined",
  "job_hired",
  "job_work_reported",
  "job_payment_complete",
  "job_cancelled",
  "job_disputed",
  "job_dispute_resolved",
  /**
   * Shop visits (the visit notifications, `/home/notification-visit`). values: store (its name),
   * store_id, and stars and points, or title (the coupon's), and `link`.
   */
  "shop_checked_in",
  "shop_coupon_received",
  "shop_coupon_used",
  "shop_coupon_expired",
  /** A store the member follows started a campaign (unless `settings/1` turned these off). values: store, store_id, title, link. */
  "shop_campaign_started",
  /** A chat message arrived while the member had no chat open (once per quiet period). values: title, name, link. */
  "chat_message",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The screen a notification of each kind is about; a survey's leads to the survey itself. */
export const notificationScreens: Record<NotificationKind, string | null> = {
  survey_opened: null,
  survey_results: null,
  points_received: "/home/points",
  redemption_done: "/home/points",
  redemption_rejected: "/home/points",
  payout_returned: "/home/points",
  mission_claimable: "/home/mission",
  bingo_line: "/home/bingo",
  invitee_bonus: "/home/invite",
  points_expiring: "/home/points",
  announcement: null,
  worker_verification_approved: "/home/flashjobs/profile",
  worker_verification_rejected: "/home/flashjobs/profile",
  job_applied: "/home/flashjobs",
  job_application_withdrawn: "/home/flashjobs",
  job_application_declined: "/home/flashjobs",
  job_hired: "/home/flashjobs",
  job_work_reported: "/home/flashjobs",
  job_payment_complete: "/home/flashjobs",
  job_cancelled: "/home/flashjobs",
  job_disputed: "/home/flashjobs",
  job_dispute_resolved: "/home/flashjobs",
  shop_checked_in: "/home/notification-visit",
  shop_coupon_received: "/home/offers/my-coupons",
  shop_coupon_used: "/home/offers/my-coupons",
  shop_coupon_expired: "/home/offers/my-coupons",
  shop_campaign_started: "/home/offers",
  chat_message: "/home/flashjobs/message",
};

/** The notification kinds the visit notifications list (`GET /api/shop/notifications`) shows. */
export const shopNotificationKinds = [
  "shop_checked_in",
  "shop_coupon_received",
  "shop_coupon_used",
  "shop_coupon_expired",
  "shop_campaign_started",
] as const satisfies readonly NotificationKind[];

/** Where a push message or a notification leads (spec section 2): the notification itself, or a survey. */
export const reasonableTypes = ["Notification", "Survey"] as const;
export type ReasonableType = (typeof reasonableTypes)[number];

export const notificationItem = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  reasonable_type: z.enum(reasonableTypes),
  reasonable_id: z.string(),
  created_at: z.string(),
  /** Opened by the member (the detail was read). */
  read: z.boolean(),
  /** The screen the notification is about (an announcement's link, the missions, the points...), or null. */
  link: z.string().nullable(),
  /** What it asked is done: the reward it announced was claimed. */
  done: z.boolean(),
  /** How many identical notices of this kind on this day it stands for (one on the list). */
  count: z.number().int().min(1),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationPageQuery = z.object({ page: pageParam, limit: queryInt({ min: 1, max: 50 }).default(20) });

export const notificationPageAnswer = z.object({
  status: z.literal(true),
  data: z.object({ list: z.array(notificationItem), notiSeen: z.boolean(), unread: z.number().int() }),
  meta: pageMeta,
});
export type NotificationPage = z.infer<typeof notificationPageAnswer>;

export const notificationParams = z.object({ id: z.uuid("This notification does not exist.") });
export const notificationAnswer = z.object({ status: z.literal(true), data: notificationItem });

/** `POST user_notifications`: the member opened a notification (from the list, a push or an email). */
export const openedNotificationRequest = z.object({
  user_id: text({ max: 64 }).optional(),
  path: text({ max: 200 }).optional(),
  reasonable_type: z.enum(reasonableTypes),
  reasonable_id: text({ min: 1, max: 64 }),
});
export const openedNotificationAnswer = z.object({
  status: z.literal(true),
  data: z.object({ opened: z.boolean(), notiSeen: z.boolean() }),
});

/** `PUT setting/read_notice`: the bell was looked at; its dot goes until something new arrives. */
export const readNoticeAnswer = z.object({ status: z.literal(true), data: z.object({ notiSeen: z.literal(true) }) });
