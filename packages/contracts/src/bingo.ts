import { z } from "zod";
import { type BingoIconSet, bingoIconSetNames } from "./bingo-icons.js";
import { okEnvelope } from "./envelope.js";
import { int, text } from "./text.js";

/** Where a summon came from: the day's own, a missed day caught up with the video, or a bonus from earning. */
export const bingoSummonSources = ["daily", "video", "bonus"] as const;
export type BingoSummonSource = (typeof bingoSummonSources)[number];

/** The catch-up video's networks: the house video (the server's clock) or AdMob (a signed callback). */
export const bingoAdNetworks = ["house", "admob"] as const;
export type BingoAdNetworkName = (typeof bingoAdNetworks)[number];

/** The spec's jackpot ceiling: a full board pays at most 50k points. */
export const bingoMaxJackpot = 50_000;

export const bingoPrize = z.object({
  /** 'row0'..'row4', 'col0'..'col4', 'diag0', 'diag1', 'full' (the jackpot) or 'consolation'. */
  line: z.string(),
  points: z.number().int(),
  won_at: z.string(),
});
export type BingoPrize = z.infer<typeof bingoPrize>;

/**
 * The member's board for today (the daily board), beside the weekly one: every monster the day
 * calls may be summoned today, one at a time or all at once, and each line pays `line_points` once.
 */
export const bingoDailyBoard = z.object({
  /** The member's local day it belongs to. */
  day: z.string(),
  matrix_monster: z.array(z.array(z.number().int())),
  free_number: z.number().int(),
  /** The monsters summoned on it so far, in the day's calling order. */
  monster_user: z.array(z.number().int()),
  /** How many monsters the day calls: all of them can be summoned today. */
  monster_day: z.number().int(),
  lines: z.array(z.string()),
  prizes: z.array(bingoPrize),
});
export type BingoDailyBoard = z.infer<typeof bingoDailyBoard>;

/**
 * `GET bingo/check_campaign`: the member's board in this week's campaign (spec section 3's
 * fields), what they can do today, and the fairness proof. `campaign_id` is null, with everything
 * else empty, when no campaign runs in the member's market this week.
 */
export const bingoCampaignState = z.object({
  campaign_id: z.string().nullable(),
  /** Rows of monster numbers, 5 x 5; the centre is `free_number`, marked from the start. */
  matrix_monster: z.array(z.array(z.number().int())),
  free_number: z.number().int().nullable(),
  /** The monsters this member has summoned, in order. */
  monster_user: z.array(z.number().int()),
  /** How many monsters the campaign has (1 .. this), five columns of equal ranges. */
  monster_campaign: z.number().int(),
  /** The full calling order, published when the campaign closes (null while it runs). */
  bingo_caller: z.array(z.number().int()).nullable(),
  /** The monster pictures: monster n is `bingo_icons[n - 1]`. */
  bingo_icons: z.array(z.string()),
  week_start: z.string().nullable(),
  /** When the week ends for this member (next Monday 00:00 in their zone). */
  ends_at: z.string().nullable(),
  today: z.string(),
  summoned_today: z.boolean(),
  /** Earlier days of this week without a summon: each can be caught up by watching the video. */
  missed_days: z.array(z.string()),
  daily_summons: z.number().int(),
  lines: z.array(z.string()),
  prizes: z.array(bingoPrize),
  line_points: z.number().int(),
  jackpot_points: z.number().int(),
  consolation_points: z.number().int(),
  fairness: z.object({
    seed_hash: z.string().nullable(),
    /** Revealed when the campaign has closed. */
    server_seed: z.string().nullable(),
  }),
  /** Today's board: null when no campaign runs. */
  daily_board: bingoDailyBoard.nullable(),
  /**
   * When last week's seed is revealed (`previous` then), while last week's campaign is still running
   * in a later zone (a week closes once it has ended everywhere); null once revealed, or with no
   * campaign last week.
   */
  previous_reveals_at: z.string().nullable(),
  /** Last week's campaign, closed: its seed and calling order, so a member can verify their old board. */
  previous: z
    .object({
      campaign_id: z.string(),
      /** The member's id: with the seed, it deals their board. */
      member_id: z.string(),
      week_start: z.string(),
      seed_hash: z.string(),
      server_seed: z.string(),
      per_column: z.number().int(),
      matrix_monster: z.array(z.array(z.number().int())).nullable(),
      bingo_caller: z.array(z.number().int()),
    })
    .nullable(),
});
export type BingoCampaignState = z.infer<typeof bingoCampaignState>;
export const bingoCampaignAnswer = okEnvelope(bingoCampaignState);

/** What a summon called and paid, and the state after it. */
export const bingoSummonData = bingoCampaignState.extend({
  monster: z.number().int(),
  on_board: z.boolean(),
  new_prizes: z.array(bingoPrize),
});
export type BingoSummonData = z.infer<typeof bingoSummonData>;
export const bingoSummonAnswer = okEnvelope(bingoSummonData);

/** `POST bingo/daily_board/summon`: the next monster of the day, or (`all`) every one it has left. */
export const bingoDailySummonBody = z.object({ all: z.boolean().default(false) });
export const bingoDailySummonData = bingoCampaignState.extend({
  /** The monsters this summon called, in order. */
  monsters: z.array(z.number().int()),
  new_prizes: z.array(bingoPrize),
});
export type BingoDailySummonData = z.infer<typeof bingoDailySummonData>;
export const bingoDailySummonAnswer = okEnvelope(bingoDailySummonData);

/** `POST bingo/ad_tickets`: the video to watch for a missed day, and when its completion is accepted. */
export const bingoAdTicketBody = z.object({ day: text({ min: 10, max: 10 }) });
export const bingoAdTicket = z.object({
  ticket_id: z.string(),
  day: z.string(),
  network: z.string(),
  /** The house video's address; empty for a network whose own player shows the ad (in the app). */
  video_url: z.string(),
  video_seconds: z.number().int(),
  ready_at: z.string(),
  /**
   * For a network that confirms views server to server: the ad unit to show, with `ticket_id` as
   * the ad's custom data and the member's id as its user id. Null for the house video.
   */
  ad_unit: z.string().nullable(),
});
export type BingoAdTicket = z.infer<typeof bingoAdTicket>;
export const bingoAdTicketAnswer = okEnvelope(bingoAdTicket);

// --- Back office ---

export const bingoCampaignBody = z.object({
  /** A Monday, `YYYY-MM-DD`. */
  week_start: text({ min: 10, max: 10 }),
  country: z.enum(["indo", "vi"]),
  per_column: int({ min: 5, max: 15, message: "Use a whole number from 5 to 15." }).default(8),
  icon_set: z.enum(bingoIconSetNames as [BingoIconSet, ...BingoIconSet[]]).default("monsters"),
  line_points: int({ min: 0, max: 100_000, message: "Use a whole number from 0 to 100000." }).default(10),
  jackpot_points: int({ min: 0, max: bingoMaxJackpot, message: `Use a whole number from 0 to ${bingoMaxJackpot}.` }),
  consolation_points: int({ min: 0, max: 100_000, message: "Use a whole number from 0 to 100000." }).default(1),
});
export type BingoCampaignBody = z.infer<typeof bingoCampaignBody>;

export const bingoCampaignSummary = z.object({
  id: z.string(),
  week_start: z.string(),
  country: z.string(),
  per_column: z.number().int(),
  icon_set: z.string(),
  line_points: z.number().int(),
  jackpot_points: z.number().int(),
  consolation_points: z.number().int(),
  seed_hash: z.string(),
  /** Shown once the week is over everywhere. */
  server_seed: z.string().nullable(),
  boards: z.number().int(),
  summons: z.number().int(),
  prizes_paid: z.number().int(),
});
export type BingoCampaignSummary = z.infer<typeof bingoCampaignSummary>;
export const bingoCampaignListAnswer = okEnvelope(z.array(bingoCampaignSummary));
export const bingoCampaignSummaryAnswer = okEnvelope(bingoCampaignSummary);

export const bingoMessages = {
  noCampaign: "There is no bingo this week yet.",
  alreadySummoned: "You have already summoned today's monster.",
  notMissed: "That day has no monster to catch up.",
  videoNotFinished: "Watch the whole video to summon the monster.",
  ticketUsed: "This video has already been watched.",
  campaignExists: "That week already has a bingo campaign in this market.",
  notMonday: "A bingo week starts on a Monday.",
  allSummoned: "Every monster of this week has been summoned.",
  allSummonedToday: "Every monster of today has been summoned on today's board.",
  badCallback: "This ad callback is not signed by the ad network.",
  callbackReplayed: "This ad view has already been counted.",
  unknownTicket: "This video ticket does not exist.",
} as const;

/**
 * `GET bingo/ad_callbacks/{network}`: an ad network's server-side verification callback (AdMob's
 * parameters). The route verifies the signature over the raw query string, so these fields are
 * read only after it checks out; `custom_data` carries the ticket id.
 */
export const bingoAdCallbackParams = z.object({ network: z.enum(bingoAdNetworks) });
const callbackField = text({ max: 1_000, trim: false }).optional();
export const bingoAdCallbackQuery = z.object({
  ad_network: callbackField,
  ad_unit: callbackField,
  custom_data: callbackField,
  key_id: callbackField,
  reward_amount: callbackField,
  reward_item: callbackField,
  signature: callbackField,
  timestamp: callbackField,
  transaction_id: callbackField,
  user_id: callbackField,
});
export const bingoAdCallbackAnswer = okEnvelope(
  z.object({ ticket_id: z.string(), day: z.string(), monster: z.number().int() }),
);

export const bingoAdTicketParams = z.object({ id: z.uuid("This video ticket does not exist.") });
