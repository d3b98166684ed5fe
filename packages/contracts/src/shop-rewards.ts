import { z } from "zod";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { queryLatitude, queryLongitude, storeId, storeSummary } from "./shops.js";
import { int, pageParam, queryInt, text } from "./text.js";

/**
 * Shops II (issue 40): QR check-in, stamp cards, campaigns, coupons, visit notifications, the
 * shop's settings and the shop staff console. Every call answers under `/api/shop`, at the spec's
 * paths after `api/v1/user/` (section 7); the staff console under `/api/shop/staff/...`.
 * Failures answer `{status:false, message, code}` (the envelope); the codes are below.
 */

// ---- Limits and page sizes (spec section 9) ----

export const shopCampaignPageSize = 10;
export const couponPageSize = 20;
/** Lists other screens fetch (a store page's coupon tab, the home strip). */
export const couponShortPageSize = 10;
export const shopRewardsPageSizeMax = 50;

export const shopRewardLimits = {
  titleMax: 120,
  descriptionMax: 2000,
  rewardMax: 200,
  tokenMax: 512,
  liveCodeMax: 32,
  versionMax: 32,
  /** Stars a campaign may cost. */
  starsMax: 1000,
  stockMax: 1_000_000,
  perMemberMax: 100,
  couponValidDaysMax: 365,
  radiusMinMetres: 30,
  radiusMaxMetres: 2000,
} as const;

/** The rotating counter QR changes every 30 seconds; a token stays good one period after it is replaced. */
export const checkInQrPeriodSeconds = 30;
/** A coupon's live code changes every 15 seconds; the staff console accepts the current and the previous one. */
export const couponLiveCodePeriodSeconds = 15;

// ---- Check-in (`POST stores/{id}/checkin`) ----

/**
 * What a shop's QR holds: a link to the check-in screen, `/home/shops/check-in?store_id=…&token=…`.
 * The scanner reads `store_id` and `token` from it (`parseCheckInQr`) and posts the check-in.
 * A rotating token starts `r1.`, a printed (static) one `s1.`.
 */
export function parseCheckInQr(scanned: string): { store_id: string; token: string } | null {
  try {
    const url = new URL(scanned, "https://app.invalid");
    const storeIdValue = url.searchParams.get("store_id");
    const token = url.searchParams.get("token");
    if (!storeIdValue || !token) return null;
    return { store_id: storeIdValue, token };
  } catch {
    return null;
  }
}
export const checkInQrPath = "/home/shops/check-in";
export const checkInQrText = (origin: string, storeIdValue: string, token: string) =>
  `${origin}${checkInQrPath}?store_id=${encodeURIComponent(storeIdValue)}&token=${encodeURIComponent(token)}`;

/** The member's position as query parameters (spec: params lat, long). Both are required. */
export const checkInQuery = z.object({ lat: queryLatitude, long: queryLongitude });
export type CheckInQuery = z.input<typeof checkInQuery>;

/** The body (spec: version, timezone_checkedin), plus the scanned QR's token. */
export const checkInBody = z.object({
  token: text({ min: 1, max: shopRewardLimits.tokenMax }),
  version: text({ max: shopRewardLimits.versionMax }).optional(),
  /** The device's IANA time zone ("Asia/Jakarta"); informative, the store's own zone decides the day. */
  timezone_checkedin: text({ max: 64 }).optional(),
});
export type CheckInBody = z.infer<typeof checkInBody>;

/** The check-in result (spec section 3): point, star, message, code; and the card after it. */
export const checkInResult = z.object({
  /** Points added to the member's balance (through the ledger). */
  point: z.number().int(),
  /** Stars (stamps) added at this store. */
  star: z.number().int(),
  message: z.string(),
  code: z.literal("checked_in"),
  store_id: z.string(),
  /** The member's stars at this store after the check-in. */
  stars: z.number().int(),
  checked_in_at: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResult>;
export const shopCheckInAnswer = okEnvelope(checkInResult);

/** Why a check-in was refused: `{status:false, message, code}` with one of these codes. */
export const checkInErrorCodes = {
  /** The token is not one this store issued (tampered, another store's, malformed). HTTP 400. */
  tokenInvalid: "checkin_token_invalid",
  /** The rotating token's time has passed: scan the counter screen again. HTTP 400. */
  tokenExpired: "checkin_token_expired",
  /** A printed QR at a store that accepts only the counter screen's. HTTP 400. */
  staticRefused: "checkin_static_refused",
  /** Farther from the store than its radius; recorded for review. HTTP 400. */
  tooFar: "checkin_too_far",
  /** Already checked in at this store today (the store's local day). HTTP 409. */
  alreadyToday: "checkin_already_today",
  /** Another check-in (any store) moments ago. HTTP 429 with `retry_after`. */
  cooldown: "checkin_cooldown",
  /**
   * Outside the store's opening hours, at a store that does not take check-ins then. HTTP 400 with
   * `data` (`checkInClosedDetail`): today's hours in the store's zone.
   */
  closed: "checkin_closed",
} as const;
/** `data` of a `checkin_too_far` refusal: how far the phone says it is, and the store's radius. */
export const checkInTooFarDetail = z.object({ distance_metres: z.number().int(), radius_metres: z.number().int() });
export type CheckInTooFarDetail = z.infer<typeof checkInTooFarDetail>;
/** `data` of a `checkin_closed` refusal: today's opening hours ("08:00" to "22:00"; none when closed all day). */
export const checkInClosedDetail = z.object({
  hours_today: z.array(z.object({ opens: z.string(), closes: z.string() })),
  time_zone: z.string(),
});
export type CheckInClosedDetail = z.infer<typeof checkInClosedDetail>;
export const checkInMessages = {
  done: "Checked in! You earned {star} star(s) and {point} point(s).",
  tokenInvalid: "This QR code is not valid for this store.",
  tokenExpired: "This QR code has expired. Please scan the code on the counter again.",
  staticRefused: "This store only accepts the QR code shown on its counter screen.",
  tooFar: "You are too far from the store to check in. Please check in at the store.",
  alreadyToday: "You have already checked in at this store today.",
  cooldown: "Please wait a moment before checking in again.",
  closed: "This store is closed now. Please check in during its opening hours.",
} as const;

// ---- Stamp cards (`GET user_stars`, star history, `infos/visited`) ----

/** Member tiers by the stars ever earned at a store. */
export const memberTiers = ["member", "silver", "gold"] as const;
export type MemberTier = (typeof memberTiers)[number];
export const memberTierThresholds: Record<MemberTier, number> = { member: 0, silver: 10, gold: 30 };
/**
 * What each tier gives at its store: points added to every check-in there, on top of what a
 * check-in gives everyone (through the ledger with the check-in's own points). The tier counted is
 * the one held before the check-in.
 */
export const memberTierPerks: Record<MemberTier, { bonus_points: number }> = {
  member: { bonus_points: 0 },
  silver: { bonus_points: 2 },
  gold: { bonus_points: 5 },
};
const tierPerks = z.object({
  /** Points added to each check-in at this store. */
  bonus_points: z.number().int(),
  /** What one check-in gives at this tier in all (the base points plus the bonus). */
  points_per_check_in: z.number().int(),
});
/** A card's stamps when the store has no active campaign to aim at. */
export const defaultCardSize = 10;

export const userStarsQuery = z.object({ store_id: storeId });
export const stampCard = z.object({
  store_id: z.string(),
  store_name: z.string(),
  /** Stars to spend now. */
  stars: z.number().int(),
  /** Stars ever earned here (the tier counts these). */
  lifetime_stars: z.number().int(),
  tier: z.enum(memberTiers),
  /** What the tier gives. */
  perks: tierPerks,
  /** The next tier, the lifetime stars it needs, how many are missing and what it gives; null at the top. */
  next_tier: z
    .object({
      tier: z.enum(memberTiers),
      lifetime_stars: z.number().int(),
      stars_missing: z.number().int(),
      perks: tierPerks,
    })
    .nullable(),
  /** Stamps on the card: the cheapest active campaign's price, else `defaultCardSize`. */
  card_size: z.number().int(),
  /** The stamps filled on the card: `min(stars, card_size)`. */
  stamps: z.number().int(),
  /** The cheapest active campaign the card aims at, or null. */
  next_reward: z
    .object({
      campaign_id: z.string(),
      title: z.string(),
      stars_required: z.number().int(),
      stars_missing: z.number().int(),
    })
    .nullable(),
  visit_count: z.number().int(),
  last_visited_at: z.string().nullable(),
});
export type StampCard = z.infer<typeof stampCard>;
export const userStarsAnswer = okEnvelope(stampCard);

/** `GET user_stars/history?store_id&page&limit`: how the stars changed, newest first. */
export const starHistoryQuery = z.object({
  store_id: storeId.optional(),
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(couponPageSize),
});
export const starHistoryReasons = ["check_in", "exchange", "adjustment"] as const;
export const starHistoryItem = z.object({
  id: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  /** Positive earned, negative spent. */
  delta: z.number().int(),
  /** The balance after this change. */
  balance: z.number().int(),
  reason: z.enum(starHistoryReasons),
  /** The campaign an exchange was for, else null. */
  campaign_id: z.string().nullable(),
  campaign_title: z.string().nullable(),
  created_at: z.string(),
});
export type StarHistoryItem = z.infer<typeof starHistoryItem>;
export const starHistoryAnswer = pagedEnvelope(starHistoryItem);

/** `GET infos/visited?page&limit&lat&long`: stores the member checked in at, latest visit first. */
export const visitedQuery = z
  .object({
    lat: queryLatitude.optional(),
    long: queryLongitude.optional(),
    page: pageParam,
    limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(10),
  })
  .refine((query) => (query.lat === undefined) === (query.long === undefined), {
    message: "Send the latitude and the longitude together.",
    path: ["lat"],
  });
export const visitedStore = storeSummary.extend({
  visit_count: z.number().int(),
  last_visited_at: z.string(),
  stars: z.number().int(),
});
export type VisitedStore = z.infer<typeof visitedStore>;
export const visitedAnswer = pagedEnvelope(visitedStore);

// ---- Campaigns (`GET campaigns`, `campaigns/{id}`, `POST campaigns/{id}/exchange`) ----

/** `status` filter: active (default; running now), expired (ended), all. */
export const campaignStatusFilters = ["active", "expired", "all"] as const;
/** A campaign's own state: draft and paused are the staff's, not shown to members. */
export const campaignStates = ["draft", "active", "paused"] as const;
export type CampaignState = (typeof campaignStates)[number];

export const campaignsQuery = z.object({
  store_id: storeId.optional(),
  status: z.enum(campaignStatusFilters, "Use active, expired or all.").default("active"),
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(shopCampaignPageSize),
});
export type CampaignsQuery = z.input<typeof campaignsQuery>;

export const campaignItem = z.object({
  id: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  store_thumbnail: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** What the coupon gives ("One free coffee"). */
  reward: z.string(),
  stars_required: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** Coupons left; null when unlimited. */
  stock_left: z.number().int().nullable(),
  stock_total: z.number().int().nullable(),
  /** Coupons one member may get from it. */
  per_member_limit: z.number().int(),
  coupon_valid_days: z.number().int(),
  /** Running now (started, not ended, active) versus ended. */
  is_valid: z.boolean(),
  /** The member already exchanged it at least once (false for a visitor). */
  is_exchanged: z.boolean(),
  /** How many coupons the member got from it. */
  exchanged_count: z.number().int(),
  /** The member's stars at the store (0 for a visitor). */
  my_stars: z.number().int(),
  /** The member could exchange it now (valid, stock, limit, stars). */
  can_exchange: z.boolean(),
});
export type CampaignItem = z.infer<typeof campaignItem>;
export const campaignsAnswer = pagedEnvelope(campaignItem);
export const campaignParams = z.object({ id: z.uuid("Campaign not found") });
export const campaignAnswer = okEnvelope(campaignItem);

/** `POST campaigns/{id}/exchange {store_id}`: spend stars for a coupon. */
export const campaignExchangeBody = z.object({ store_id: storeId });
export type CampaignExchangeBody = z.infer<typeof campaignExchangeBody>;

/** The spec's exchange codes (section 8) and their messages. */
export const campaignExchangeCodes = {
  alreadyRedeemed: 3121,
  wrongStore: 3122,
  notNow: 3123,
  notExchangeable: 3124,
  limitReached: 3125,
  notEnoughStamps: 3126,
  notLoggedIn: 401,
} as const;
export const campaignExchangeMessages = {
  3121: "You have already redeemed this campaign.",
  3122: "This campaign does not belong to this store.",
  3123: "This campaign cannot be exchanged at this time.",
  3124: "This campaign cannot be exchanged at this time.",
  3125: "Redemption limit reached.",
  3126: "You do not have enough stamps to exchange.",
  401: "You must log in before continuing.",
} as const;

// ---- Coupons ----

export const couponStatuses = ["received", "used", "expired"] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export const couponItem = z.object({
  id: z.string(),
  campaign_id: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  store_thumbnail: z.string().nullable(),
  title: z.string(),
  reward: z.string(),
  description: z.string(),
  ticket_status: z.enum(couponStatuses),
  /** The coupon's fixed serial (8 characters); the live code adds digits that change. */
  serial: z.string(),
  received_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
});
export type CouponItem = z.infer<typeof couponItem>;

export const campaignExchangeAnswer = okEnvelope(
  z.object({ coupon: couponItem, stars: z.number().int(), message: z.string() }),
);

/** `GET coupons?tab&ticket_status&store_id&page&limit`: `tab` wins over `ticket_status`; default received. */
export const couponsQuery = z.object({
  store_id: storeId.optional(),
  tab: z.enum(couponStatuses, "Use received, used or expired.").optional(),
  ticket_status: z.enum(couponStatuses, "Use received, used or expired.").optional(),
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(couponPageSize),
});
export type CouponsQuery = z.input<typeof couponsQuery>;
export const couponsAnswer = pagedEnvelope(couponItem);
export const couponParams = z.object({ id: z.uuid("Coupon not found") });
export const couponAnswer = okEnvelope(couponItem);

/**
 * `GET coupons/{id}/live_code`: the code the coupon screen shows, as text and as a QR. It changes
 * every `period_seconds`; the screen fetches the next one at `expires_at` (and shows the time it
 * was issued, so a screenshot looks stale). Only for a received coupon; 409 `coupon_not_usable` otherwise.
 */
export const couponLiveCode = z.object({
  coupon_id: z.string(),
  /** `SERIAL-123456`: what the QR holds and what staff type. */
  code: z.string(),
  issued_at: z.string(),
  expires_at: z.string(),
  period_seconds: z.number().int(),
  server_time: z.string(),
});
export type CouponLiveCode = z.infer<typeof couponLiveCode>;
export const couponLiveCodeAnswer = okEnvelope(couponLiveCode);

/** `GET coupons/my_coupons_all`: every received (usable) coupon, soonest to expire first (max 100). */
export const myCouponsAllAnswer = okEnvelope(z.array(couponItem));

/** `GET coupons/list_with_store?tab&page&limit`: the member's coupons grouped by store. */
export const couponsWithStoreQuery = z.object({
  tab: z.enum(couponStatuses).default("received"),
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(couponShortPageSize),
});
export const couponStoreGroup = z.object({
  store_id: z.string(),
  store_name: z.string(),
  store_thumbnail: z.string().nullable(),
  coupon_count: z.number().int(),
  /** Up to five of the store's coupons, soonest to expire first. */
  coupons: z.array(couponItem),
});
export const couponsWithStoreAnswer = pagedEnvelope(couponStoreGroup);

/**
 * Staff only: confirm a coupon's use. `PATCH coupons/{id} {status:'used', code}`,
 * `POST coupons/{id}/use_coupon {code}`; `POST coupons/{id}/get_coupon_user {code}` previews it
 * (the coupon and its member's display name) before confirming. `code` is the live code shown on
 * the member's screen. A member calling these gets 403.
 */
export const couponUseBody = z.object({
  status: z.literal("used"),
  code: text({ min: 1, max: shopRewardLimits.liveCodeMax }),
});
export const couponCodeBody = z.object({ code: text({ min: 1, max: shopRewardLimits.liveCodeMax }) });
export const couponWithMember = couponItem.extend({
  member: z.object({ id: z.string(), display_name: z.string() }),
});
export type CouponWithMember = z.infer<typeof couponWithMember>;
export const couponWithMemberAnswer = okEnvelope(couponWithMember);

export const couponErrorCodes = {
  /** Used or expired: nothing to show or confirm. HTTP 409. */
  notUsable: "coupon_not_usable",
  /** The live code is wrong or stale. HTTP 400. */
  codeInvalid: "coupon_code_invalid",
  /** The caller is not staff of the coupon's store. HTTP 403. */
  notStaff: "forbidden",
} as const;
export const couponMessages = {
  notUsable: "This coupon has already been used or has expired.",
  codeInvalid: "This code is not valid. Ask the customer to refresh the coupon screen.",
  used: "Coupon used.",
  exchanged: "You received a coupon!",
  notFound: "Coupon not found",
} as const;

// ---- Visit notifications (`GET notifications`, `GET/PATCH notifications/{id}`) ----

/** What a visit notification tells: a check-in, a coupon received or used, a coupon about to expire. */
export const visitNotificationEvents = [
  "checked_in",
  "coupon_received",
  "coupon_used",
  "coupon_expired",
  "campaign_started",
] as const;
export const visitNotificationsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(couponPageSize),
});
export const visitNotification = z.object({
  id: z.string(),
  event: z.enum(visitNotificationEvents),
  title: z.string(),
  body: z.string(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  store_thumbnail: z.string().nullable(),
  /** Where it leads in the app (a coupon, a store's card), or null. */
  link: z.string().nullable(),
  status: z.enum(["unseen", "seen"]),
  created_at: z.string(),
});
export type VisitNotification = z.infer<typeof visitNotification>;
export const visitNotificationsAnswer = z.object({
  status: z.literal(true),
  data: z.array(visitNotification),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    unseen: z.number().int(),
  }),
});
export const visitNotificationParams = z.object({ id: z.uuid("This notification does not exist.") });
export const visitNotificationAnswer = okEnvelope(visitNotification);
export const visitNotificationPatch = z.object({ status: z.literal("seen") });

// ---- Shop settings (`GET/PATCH settings/1`) ----

export const visitNotificationFrequencies = ["instant", "daily", "never"] as const;
export const shopSettings = z.object({
  id: z.literal(1),
  /** How often visit notices come: every one, one per store a day, or none (checked before each is made). */
  notification_frequency: z.enum(visitNotificationFrequencies),
  /** Tell me when a store I follow starts a campaign. */
  campaign_notifications: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettings>;
export const shopSettingsAnswer = okEnvelope(shopSettings);
export const shopSettingsParams = z.object({ id: z.literal("1", "Settings not found") });
export const shopSettingsPatch = z
  .object({
    notification_frequency: z.enum(visitNotificationFrequencies, "Use instant, daily or never."),
    campaign_notifications: z.boolean(),
  })
  .partial();
export type ShopSettingsPatch = z.infer<typeof shopSettingsPatch>;

// ---- Shop staff console (`/api/shop/staff/...`; staff of the store only, 403 otherwise) ----

/** `GET staff/stores`: the stores the signed-in member works at. */
export const staffStore = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  accept_static_qr: z.boolean(),
  checkin_radius_metres: z.number().int(),
  /** Whether check-ins are taken outside the opening hours too. */
  accept_outside_hours: z.boolean(),
  is_owner: z.boolean(),
});
export type StaffStore = z.infer<typeof staffStore>;
export const staffStoresAnswer = okEnvelope(z.array(staffStore));
export const staffStoreParams = z.object({ id: storeId });

/** `GET staff/stores/{id}/checkin_qr`: the counter screen's rotating token; fetch again at `refresh_at`. */
export const staffCheckInQr = z.object({
  store_id: z.string(),
  token: z.string(),
  /** The link the QR should hold (`checkInQrText`). */
  qr_text: z.string(),
  issued_at: z.string(),
  refresh_at: z.string(),
  expires_at: z.string(),
  period_seconds: z.number().int(),
});
export type StaffCheckInQr = z.infer<typeof staffCheckInQr>;
export const staffCheckInQrAnswer = okEnvelope(staffCheckInQr);

/** `GET staff/stores/{id}/static_qr`: the printable QR (lower trust; the store decides whether it counts). */
export const staffStaticQr = z.object({
  store_id: z.string(),
  token: z.string(),
  qr_text: z.string(),
  accepted: z.boolean(),
});
export const staffStaticQrAnswer = okEnvelope(staffStaticQr);

/** `PATCH staff/stores/{id}/checkin_settings`: owner only. `rotate_static_qr` voids printed codes. */
export const staffCheckInSettingsBody = z
  .object({
    accept_static_qr: z.boolean(),
    checkin_radius_metres: int({ min: shopRewardLimits.radiusMinMetres, max: shopRewardLimits.radiusMaxMetres }),
    rotate_static_qr: z.literal(true),
    accept_outside_hours: z.boolean(),
  })
  .partial();
export type StaffCheckInSettings = z.infer<typeof staffCheckInSettingsBody>;
export const staffStoreAnswer = okEnvelope(staffStore);

/** `GET staff/stores/{id}/checkins?page&limit`: today's check-ins (the store's local day), newest first. */
export const staffCheckInsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(couponPageSize),
});
export const staffCheckIn = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), display_name: z.string() }),
  checked_in_at: z.string(),
  /** `rotating` (counter screen) or `static` (printed). */
  trust: z.enum(["rotating", "static"]),
  stars: z.number().int(),
  distance_metres: z.number().int(),
});
export const staffCheckInsAnswer = pagedEnvelope(staffCheckIn);

/** `POST staff/coupons/lookup {code}` and `POST staff/coupons/use {code}`: by the live code alone. */
export const staffCouponCodeBody = couponCodeBody;

/** A campaign as staff see it (every state). */
export const staffCampaign = z.object({
  id: z.string(),
  store_id: z.string(),
  title: z.string(),
  description: z.string(),
  reward: z.string(),
  stars_required: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  state: z.enum(campaignStates),
  stock_total: z.number().int().nullable(),
  stock_left: z.number().int().nullable(),
  per_member_limit: z.number().int(),
  coupon_valid_days: z.number().int(),
  exchanged_count: z.number().int(),
  used_count: z.number().int(),
  created_at: z.string(),
});
export type StaffCampaign = z.infer<typeof staffCampaign>;
export const staffCampaignsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: shopRewardsPageSizeMax }).default(shopCampaignPageSize),
});
export const staffCampaignsAnswer = pagedEnvelope(staffCampaign);
export const staffCampaignAnswer = okEnvelope(staffCampaign);

const isoDate = z.iso.datetime({ offset: true, message: "Use an ISO date and time." });
const campaignFields = {
  title: text({ min: 1, max: shopRewardLimits.titleMax }),
  description: text({ max: shopRewardLimits.descriptionMax }),
  reward: text({ min: 1, max: shopRewardLimits.rewardMax }),
  stars_required: int({ min: 1, max: shopRewardLimits.starsMax }),
  starts_at: isoDate,
  ends_at: isoDate.nullable(),
  state: z.enum(campaignStates),
  /** Null: unlimited. */
  stock_total: int({ min: 0, max: shopRewardLimits.stockMax }).nullable(),
  per_member_limit: int({ min: 1, max: shopRewardLimits.perMemberMax }),
  coupon_valid_days: int({ min: 1, max: shopRewardLimits.couponValidDaysMax }),
};
/** `POST staff/stores/{id}/campaigns`. */
export const staffCampaignBody = z
  .object({
    ...campaignFields,
    description: campaignFields.description.default(""),
    state: campaignFields.state.default("active"),
    stock_total: campaignFields.stock_total.default(null),
    per_member_limit: campaignFields.per_member_limit.default(1),
    coupon_valid_days: campaignFields.coupon_valid_days.default(30),
    ends_at: campaignFields.ends_at.default(null),
  })
  .refine((body) => body.ends_at === null || Date.parse(body.ends_at) > Date.parse(body.starts_at), {
    message: "The end must come after the start.",
    path: ["ends_at"],
  });
export type StaffCampaignBody = z.input<typeof staffCampaignBody>;
/**
 * `PATCH staff/campaigns/{id}`: what is sent changes. Lowering `stock_total` below what was
 * already given out answers 409 `campaign_stock_conflict`.
 */
export const staffCampaignPatch = z.object(campaignFields).partial();
export type StaffCampaignPatch = z.infer<typeof staffCampaignPatch>;
export const staffCampaignParams = campaignParams;
export const staffErrorCodes = { stockConflict: "campaign_stock_conflict" } as const;
