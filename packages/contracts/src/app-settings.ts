import { z } from "zod";
import { bingoAdNetworks } from "./bingo.js";
import { okEnvelope } from "./envelope.js";
import { int } from "./text.js";

/**
 * The product's tunable parameters (what a daily check-in pays, the referral bonus per market, ...),
 * kept in the database and edited through the back office. Each key has a schema and a default;
 * the default holds until an admin saves a value. A feature that needs a parameter adds its key here.
 */
/** The home page's sections, as `setting/home_config` names them. */
export const homeSections = ["hero", "attendance", "earn_menu", "daily_missions", "surveys", "invite"] as const;
export type HomeSection = (typeof homeSections)[number];

/** The sections one market's home shows, top to bottom; a section left out is hidden. */
const homeSectionOrder = z
  .array(z.enum(homeSections))
  .max(homeSections.length)
  .refine((list) => new Set(list).size === list.length, "List each section once.");

const points = (max = 1_000_000) => int({ min: 0, max, message: `Use a whole number from 0 to ${max}.` });

export const appSettingSchemas = {
  /** Daily attendance (issue 14): the check-in, the day-7 bonus, streak freezes. */
  attendance: z.object({
    daily_points: points(),
    /** Paid with the check-in that completes each 7 days of a streak. */
    weekly_bonus_points: points(),
    streak_freeze: z.object({
      /** A freeze is earned with every this-many days of a streak. */
      earned_every_days: int({ min: 1, max: 365, message: "Use a whole number of days from 1 to 365." }),
      /** The most a member can hold; 0 turns freezes off. */
      max_held: int({ min: 0, max: 10, message: "Use a whole number from 0 to 10." }),
    }),
  }),
  /** Invitations: what the inviter earns per qualified invitee, by the inviter's market, and a daily cap. */
  invitations: z.object({
    inviter_bonus_points: z.object({ indo: points(), vi: points() }),
    /** Inviter bonuses paid per inviter per day (UTC); invitees past it are not paid. */
    inviter_daily_cap: int({ min: 0, max: 1_000, message: "Use a whole number from 0 to 1000." }),
  }),
  /** Monster bingo (issue 15): bonus summons from earning, and the catch-up video. */
  bingo: z.object({
    /** Extra summons for each survey completed or mission step claimed; 0 turns bonus summons off. */
    bonus_summons_per_activity: int({ min: 0, max: 5, message: "Use a whole number from 0 to 5." }),
    /**
     * Which ad network plays the catch-up video: the house video, or AdMob, which confirms each view
     * with a signed callback (used only where its keys are configured; the house video otherwise).
     */
    video_network: z.enum(bingoAdNetworks),
  }),
  /** Home config (issue 16): which home sections show and in what order, per market. */
  home_config: z.object({ indo: homeSectionOrder, vi: homeSectionOrder }),
} as const;

export type AppSettingKey = keyof typeof appSettingSchemas;
export type AppSettings = { [K in AppSettingKey]: z.infer<(typeof appSettingSchemas)[K]> };
export const appSettingKeys = Object.keys(appSettingSchemas) as AppSettingKey[];

export const appSettingDefaults: AppSettings = {
  attendance: { daily_points: 5, weekly_bonus_points: 20, streak_freeze: { earned_every_days: 7, max_held: 2 } },
  invitations: { inviter_bonus_points: { indo: 100, vi: 100 }, inviter_daily_cap: 10 },
  bingo: { bonus_summons_per_activity: 1, video_network: "house" },
  home_config: { indo: [...homeSections], vi: [...homeSections] },
};

/**
 * What an invited member earns when they confirm their phone: the '+20' the landing page and the
 * public invitation page advertise, so it is fixed here rather than a setting that could drift from them.
 */
export const inviteeBonusPoints = 20;

/** One setting as the back office sees it: the value in force, the default, and when it was last saved. */
export const appSettingItem = z.object({
  key: z.enum(appSettingKeys),
  value: z.record(z.string(), z.unknown()),
  default: z.record(z.string(), z.unknown()),
  updated_at: z.string().nullable(),
});
export type AppSettingItem = z.infer<typeof appSettingItem>;
export const appSettingListAnswer = okEnvelope(z.array(appSettingItem));
export const appSettingAnswer = okEnvelope(appSettingItem);

/** `GET setting/home_config`: the member's market, the sections shown in order, and those hidden. */
export const homeConfigData = z.object({
  country: z.enum(["indo", "vi"]),
  sections: z.array(z.enum(homeSections)),
  hidden: z.array(z.enum(homeSections)),
});
export type HomeConfigData = z.infer<typeof homeConfigData>;
export const homeConfigAnswer = okEnvelope(homeConfigData);
