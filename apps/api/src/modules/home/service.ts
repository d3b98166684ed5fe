import type { EarnMenuKey, EarnWay, HomeData, SurveyLocale } from "@rewards/contracts";
import type { Config } from "../../config/env.js";
import type { Db } from "../../db/client.js";
import { advertisementsFor } from "../advertisements/index.js";
import { homeConfigOf, readSetting } from "../app-settings/index.js";
import { attendanceStateOf } from "../attendance/index.js";
import { currentCampaign } from "../bingo/index.js";
import { invitationBonuses, inviteCodeOf, sharePathOf } from "../invitations/index.js";
import { openJobsOffer } from "../jobs/index.js";
import { claimableCount, type MissionViewer, missionsPage, openStepPoints } from "../missions/index.js";
import { pointSummary } from "../points/index.js";
import { avatarUrl } from "../profile/index.js";
import { checkInRules } from "../shop-visits/index.js";
import { surveysToAnswer } from "../surveys/index.js";
import { displayName, type User } from "../users/index.js";

/** Who reads the home screen, when, and the member's day then (`modules/member-days`). */
export type HomeViewer = { user: User; locale: SurveyLocale; timeZone: string; now: Date; day: string };

/** How many surveys and daily missions the home screen shows; the rest are a tap away. */
const homeSurveys = 3;
const homeDailyMissions = 3;

/**
 * The earning menu. A feature that has not launched keeps its entry (it links to the route, which
 * shows the pending screen) with `available: false`; its issue turns it on and adds its own card.
 */
const earnMenu: { key: EarnMenuKey; path: string; available: boolean }[] = [
  { key: "survey", path: "/home/survey", available: true },
  { key: "mission", path: "/home/mission", available: true },
  { key: "invite", path: "/home/invite", available: true },
  { key: "bingo", path: "/home/bingo", available: true },
  { key: "jobs", path: "/home/flashjobs", available: true },
  { key: "shops", path: "/home/shops", available: true },
];

const missionViewer = ({ user, locale, day }: HomeViewer): MissionViewer => ({
  userId: user.id,
  level: user.level,
  locale,
  day,
});

/** `GET home`: the member's dashboard in one answer, its parts read side by side. */
export async function homeOf(db: Db, config: Config, viewer: HomeViewer): Promise<HomeData> {
  const { user, locale, timeZone, now } = viewer;
  const missionsOf = missionViewer(viewer);
  const [balance, attendance, daily, claimable, surveys, code, bonuses, advertisement, homeConfig] = await Promise.all([
    pointSummary(db, config, user),
    attendanceStateOf(db, user.id, { now, timeZone }),
    missionsPage(db, missionsOf, "daily", 1),
    claimableCount(db, missionsOf),
    surveysToAnswer(db, user, locale, homeSurveys, now),
    inviteCodeOf(db, user.id),
    invitationBonuses(db, user),
    advertisementsFor(db, { market: user.market, locale, now }),
    homeConfigOf(db, user),
  ]);
  return {
    user: { name: displayName(user), avatar: avatarUrl(user), user_level: user.level },
    balance,
    attendance,
    daily_missions: daily.list_missions.slice(0, homeDailyMissions),
    claimable_missions: claimable,
    surveys: surveys.items,
    surveys_open: surveys.open,
    invite: {
      code,
      share_path: sharePathOf(code),
      inviter_bonus: bonuses.inviter_bonus,
      invitee_bonus: bonuses.invitee_bonus,
    },
    earn_menu: earnMenu,
    advertisement,
    home_config: homeConfig,
  };
}

/** `GET home/earn_points`: every way to earn and what it pays now, from the settings and the data. */
export async function earnWaysOf(db: Db, viewer: HomeViewer): Promise<EarnWay[]> {
  const missionsOf = missionViewer(viewer);
  const [surveys, attendance, daily, levelUp, bonuses, bingo, jobs] = await Promise.all([
    surveysToAnswer(db, viewer.user, viewer.locale, 1, viewer.now),
    readSetting(db, "attendance"),
    openStepPoints(db, missionsOf, "daily"),
    openStepPoints(db, missionsOf, "levelUp"),
    invitationBonuses(db, viewer.user),
    currentCampaign(db, viewer.user, viewer),
    openJobsOffer(db),
  ]);
  return [
    {
      key: "survey",
      path: "/home/survey",
      available: true,
      amounts: { open: surveys.open, min: surveys.minReward, max: surveys.maxReward },
    },
    {
      key: "attendance",
      path: "/home",
      available: true,
      amounts: { daily: attendance.daily_points, weekly_bonus: attendance.weekly_bonus_points },
    },
    { key: "daily_missions", path: "/home/mission?tab=daily", available: true, amounts: daily },
    {
      key: "level_missions",
      path: "/home/mission",
      available: true,
      amounts: { ...levelUp, level: viewer.user.level },
    },
    {
      key: "invite",
      path: "/home/invite",
      available: true,
      amounts: { invitee: bonuses.invitee_bonus, inviter: bonuses.inviter_bonus },
    },
    {
      key: "bingo",
      path: "/home/bingo",
      available: true,
      amounts: { line: bingo?.linePoints ?? 10, jackpot: bingo?.jackpotPoints ?? 50_000 },
    },
    {
      key: "jobs",
      path: "/home/flashjobs",
      available: true,
      amounts: { open: jobs.open, max: jobs.maxFeeCents },
    },
    {
      key: "shops",
      path: "/home/shops",
      available: true,
      amounts: { points: checkInRules.points, stars: checkInRules.stars },
    },
  ];
}
