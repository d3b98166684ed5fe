import { z } from "zod";
import { homeConfigData } from "./app-settings.js";
import { attendanceState } from "./attendance.js";
import { okEnvelope } from "./envelope.js";
import { missionItem } from "./missions.js";
import { pointSummary } from "./point-history.js";
import { surveySummary } from "./surveys.js";

/** Spec section 2's advertisement popup targets: 0 profile, 1 bingo, 2 a job, 3 a survey, 4 missions, 5 a link. */
export const advertisement = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string(),
  type_advertisement: z.number().int().min(0).max(5),
  related_id: z.string().nullable(),
  link_to: z.string().nullable(),
});

/** The earning menu's entries; `available` is false while the feature behind one has not launched. */
export const earnMenuKeys = ["survey", "mission", "bingo", "invite", "jobs", "shops"] as const;
export type EarnMenuKey = (typeof earnMenuKeys)[number];
export const earnMenuEntry = z.object({ key: z.enum(earnMenuKeys), path: z.string(), available: z.boolean() });

/** `GET home`: everything the home screen shows, in one call. */
export const homeData = z.object({
  user: z.object({ name: z.string().nullable(), avatar: z.string(), user_level: z.number().int() }),
  balance: pointSummary,
  attendance: attendanceState,
  /** Today's daily missions, each at its current step. */
  daily_missions: z.array(missionItem),
  /** Steps waiting to be claimed, in every tab. */
  claimable_missions: z.number().int(),
  /** A few open surveys the member can answer, newest first, and how many there are in all. */
  surveys: z.array(surveySummary),
  surveys_open: z.number().int(),
  invite: z.object({
    code: z.string(),
    share_path: z.string(),
    inviter_bonus: z.number().int(),
    invitee_bonus: z.number().int(),
  }),
  earn_menu: z.array(earnMenuEntry),
  /** The advertisement popup (spec section 3): `step` hours between views; empty until ads launch. */
  advertisement: z.object({ step: z.number().int(), list: z.array(advertisement) }),
  /** The member's market's `home_config`: the sections to show in order, and those hidden. */
  home_config: homeConfigData,
});
export type HomeData = z.infer<typeof homeData>;
export const homeAnswer = okEnvelope(homeData);

/**
 * `/home/earn-point`: every way to earn and what it pays, from the settings and the data in force.
 * `amounts` holds the figures of each way: survey {min, max, open}, attendance {daily, weekly_bonus},
 * daily_missions {total, count}, level_missions {total, count, level}, invite {invitee, inviter},
 * bingo {line, jackpot}, shops {points, stars} (what one check-in gives).
 */
export const earnWayKeys = [
  "survey",
  "attendance",
  "daily_missions",
  "level_missions",
  "invite",
  "bingo",
  "jobs",
  "shops",
] as const;
export type EarnWayKey = (typeof earnWayKeys)[number];
export const earnWay = z.object({
  key: z.enum(earnWayKeys),
  path: z.string(),
  available: z.boolean(),
  amounts: z.record(z.string(), z.number().int()),
});
export type EarnWay = z.infer<typeof earnWay>;
export const earnPointsAnswer = okEnvelope(z.array(earnWay));
