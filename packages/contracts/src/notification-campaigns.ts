import { z } from "zod";
import { markets } from "./account-rules.js";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { matchesRoutePattern, webRoutePaths } from "./routes.js";
import { int, pageParam, text } from "./text.js";

/**
 * Announcements the back office sends to a segment of members (issue 23, permission
 * `notifications`): written in every language, sent now or at a set time by a background job that
 * gives each member of the segment one `announcement` notification.
 */

/** scheduled → sending → sent; cancelled only while scheduled. */
export const campaignStatuses = ["scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignLimits = {
  titleMax: 100,
  /** Kept short enough that a push message (4 KB at most) carries it whole in any language. */
  bodyMax: 500,
  linkMax: 200,
  levelMax: 1_000,
  ageMax: 120,
  activeDaysMax: 365,
  /** How far ahead a send may be scheduled. */
  scheduleDaysMax: 90,
  /** How far in the past a time may be and still count as "now" (a form filled in slowly, clocks apart). */
  pastGraceMinutes: 5,
} as const;
export const campaignPageSize = 20;

/** A text in each of the product's languages: every member gets it in theirs. */
const everyLanguage = (max: number) =>
  z
    .object({
      en: text({ min: 1, max, minMessage: "Please write it in English." }),
      vi: text({ min: 1, max, minMessage: "Please write it in Vietnamese." }),
      id: text({ min: 1, max, minMessage: "Please write it in Indonesian." }),
    })
    .strict();
export type CampaignCopy = { en: string; vi: string; id: string };

const linkCharacters = /^\/[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%]*)?$/;

/**
 * A page of the member's web app: a path of the shared route list (parameters filled in), with an
 * optional query. Nothing outside the app, nothing of the back office.
 */
export function isAppLink(value: string): boolean {
  if (!linkCharacters.test(value) || value.startsWith("//")) return false;
  const [path = ""] = value.split("?");
  if (path.split("/").some((part) => part === "." || part === "..")) return false;
  return webRoutePaths.some((pattern) => matchesRoutePattern(pattern, path));
}

export const campaignLink = text({ min: 1, max: campaignLimits.linkMax }).refine(
  isAppLink,
  "Please choose a page of the app, such as /home/mission or /home/survey/<id>.",
);

const optionalWhole = (min: number, max: number) => int({ min, max }).nullable().default(null);

/** Who hears it: members of these markets, optionally within a level range, recently active, of an age. */
export const notificationSegment = z
  .object({
    markets: z
      .array(z.enum(markets))
      .min(1, "Please choose at least one market.")
      .max(markets.length)
      .refine((list) => new Set(list).size === list.length, "Each market once, please."),
    min_level: optionalWhole(1, campaignLimits.levelMax),
    max_level: optionalWhole(1, campaignLimits.levelMax),
    /** Members who used the app in the last N days. */
    active_within_days: optionalWhole(1, campaignLimits.activeDaysMax),
    /** An age range leaves out members whose profile has no birthday. */
    min_age: optionalWhole(0, campaignLimits.ageMax),
    max_age: optionalWhole(0, campaignLimits.ageMax),
  })
  .refine((s) => s.min_level === null || s.max_level === null || s.min_level <= s.max_level, {
    path: ["min_level"],
    message: "The minimum level is above the maximum.",
  })
  .refine((s) => s.min_age === null || s.max_age === null || s.min_age <= s.max_age, {
    path: ["min_age"],
    message: "The minimum age is above the maximum.",
  });
export type NotificationSegment = z.infer<typeof notificationSegment>;
export type NotificationSegmentInput = z.input<typeof notificationSegment>;

/** Whether a send time is one the server takes: not in the past (but for a few minutes' grace), not too far ahead. */
export function sendTimeProblem(sendAt: string, now = Date.now()): "past" | "too_far" | null {
  const at = Date.parse(sendAt);
  if (at < now - campaignLimits.pastGraceMinutes * 60_000) return "past";
  if (at > now + campaignLimits.scheduleDaysMax * 24 * 60 * 60_000) return "too_far";
  return null;
}

const sendAt = z.iso
  .datetime({ offset: true })
  .refine((value) => sendTimeProblem(value) !== "past", "Please choose a time in the future, or send now.")
  .refine(
    (value) => sendTimeProblem(value) !== "too_far",
    `Please choose a time within ${campaignLimits.scheduleDaysMax} days.`,
  );

/** `POST /api/admin/notifications`: `send_at` null (or left out) sends now. */
export const notificationCampaignRequest = z.object({
  title: everyLanguage(campaignLimits.titleMax),
  body: everyLanguage(campaignLimits.bodyMax),
  segment: notificationSegment,
  link: campaignLink.nullable().default(null),
  send_at: sendAt.nullable().default(null),
});
export type NotificationCampaignRequest = z.infer<typeof notificationCampaignRequest>;
export type NotificationCampaignRequestInput = z.input<typeof notificationCampaignRequest>;

/** `POST /api/admin/notifications/audience`: how many members the segment reaches now. */
export const notificationAudienceRequest = z.object({ segment: notificationSegment });
export const notificationAudienceAnswer = okEnvelope(z.object({ members: z.number().int() }));

export const notificationCampaignsQuery = z.object({
  status: z.enum(campaignStatuses).optional(),
  page: pageParam,
});
export type NotificationCampaignsQuery = z.input<typeof notificationCampaignsQuery>;

export const notificationCampaignParams = z.object({ id: z.uuid("This notification does not exist.") });

const storedCopy = z.object({ en: z.string(), vi: z.string(), id: z.string() });

export const adminNotificationCampaign = z.object({
  id: z.string(),
  status: z.enum(campaignStatuses),
  title: storedCopy,
  body: storedCopy,
  segment: z.object({
    markets: z.array(z.string()),
    min_level: z.number().int().nullable(),
    max_level: z.number().int().nullable(),
    active_within_days: z.number().int().nullable(),
    min_age: z.number().int().nullable(),
    max_age: z.number().int().nullable(),
  }),
  link: z.string().nullable(),
  send_at: z.string(),
  /** Members the segment reached when it was scheduled. */
  audience: z.number().int(),
  /** Members notified so far (all of them once sent). */
  recipients: z.number().int(),
  created_by_email: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AdminNotificationCampaign = z.infer<typeof adminNotificationCampaign>;
export const adminNotificationCampaignAnswer = okEnvelope(adminNotificationCampaign);
export const adminNotificationCampaignsAnswer = pagedEnvelope(adminNotificationCampaign);
