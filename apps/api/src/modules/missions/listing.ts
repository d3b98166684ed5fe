import {
  type CompletedMissionsPage,
  type MissionItem,
  type MissionsPage,
  type MissionType,
  missionPageSize,
  pageCount,
  type SurveyLocale,
} from "@rewards/contracts";
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { builtOnce } from "../../db/prepared.js";
import { readTogether } from "../../db/reads.js";
import { liveStepsOf } from "./authoring.js";
import { toMissionItem, toSubMission } from "./present.js";
import { periodOf } from "./progress.js";
import { missionProgress, missions, type ProgressRow, subMissions } from "./tables.js";

/** Who is looking and when: their id, level, language and local day. */
export type MissionViewer = { userId: string; level: number; locale: SurveyLocale; day: string };

const totalPages = (total: number) => pageCount(total, missionPageSize);

/** Missions of a type the member may work on now (level-up ones up to their level). */
const openMissions = (type: MissionType, level: number): SQL | undefined =>
  and(
    eq(missions.type, type),
    eq(missions.active, true),
    type === "levelUp" ? sql`${missions.level} <= ${level}` : undefined,
  );

/** The member's progress rows for some steps, in the period each step counts in. */
async function progressOf(db: DbOrTx, viewer: MissionViewer, stepIds: string[]): Promise<Map<string, ProgressRow>> {
  if (stepIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.userId, viewer.userId),
        inArray(missionProgress.subMissionId, stepIds),
        inArray(missionProgress.period, ["", viewer.day]),
      ),
    );
  return new Map(rows.map((row) => [row.subMissionId, row]));
}

/**
 * `GET missions?type=&page=`: the missions of a tab that still have a step to claim, each at its
 * current step. Level-up missions come by level, then in the order the back office set.
 */
export async function missionsPage(
  db: DbOrTx,
  viewer: MissionViewer,
  type: MissionType,
  page: number,
): Promise<MissionsPage> {
  const period = periodOf(type, viewer.day);
  const unfinished = sql`exists (select 1 from ${subMissions} s where s.mission_id = ${missions.id}
    and s.retired_at is null and not exists (select 1 from ${missionProgress} p where p.sub_mission_id = s.id
      and p.user_id = ${viewer.userId} and p.period = ${period} and p.claimed_at is not null))`;
  const where = and(openMissions(type, viewer.level), unfinished);
  const [rows, [count]] = await readTogether(db, [
    () =>
      db
        .select()
        .from(missions)
        .where(where)
        .orderBy(asc(missions.level), asc(missions.position), asc(missions.id))
        .limit(missionPageSize)
        .offset((page - 1) * missionPageSize),
    () => db.select({ total: sql<number>`count(*)::int` }).from(missions).where(where),
  ]);
  const steps = await liveStepsOf(
    db,
    rows.map((row) => row.id),
  );
  const progress = await progressOf(
    db,
    viewer,
    [...steps.values()].flat().map((step) => step.id),
  );
  const items = rows
    .map((mission) => toMissionItem(mission, steps.get(mission.id) ?? [], progress, viewer))
    .filter((item): item is MissionItem => item !== null);
  return {
    list_missions: items,
    current_page: page,
    total_pages: totalPages(count?.total ?? 0),
    user_level: viewer.level,
  };
}

/** Completed steps that count now: level-up ones ever, daily ones today. */
/** Who reads the missions, as values or as a prepared statement's placeholders. */
type ViewerTerms = { userId: string | SQLWrapper; day: string | SQLWrapper; level: number | SQLWrapper };

const countsNow = (viewer: ViewerTerms) =>
  and(
    eq(missionProgress.userId, viewer.userId),
    isNotNull(missionProgress.completedAt),
    sql`${missionProgress.period} = case when ${missions.type} = 'daily' then ${viewer.day} else '' end`,
  );

/** Still claimable: not claimed, on a live step of a mission open to the member. */
const claimableNow = (viewer: ViewerTerms) =>
  and(
    isNull(missionProgress.claimedAt),
    isNull(subMissions.retiredAt),
    eq(missions.active, true),
    or(eq(missions.type, "daily"), sql`${missions.level} <= ${viewer.level}`),
  );

/** `GET missions/completed?page=`: completed steps, the ones waiting to be claimed first. */
export async function completedPage(db: DbOrTx, viewer: MissionViewer, page: number): Promise<CompletedMissionsPage> {
  const where = and(countsNow(viewer), or(isNotNull(missionProgress.claimedAt), claimableNow(viewer)));
  const [rows, [count]] = await readTogether(db, [
    () =>
      db
        .select({ progress: missionProgress, step: subMissions, mission: missions })
        .from(missionProgress)
        .innerJoin(subMissions, eq(subMissions.id, missionProgress.subMissionId))
        .innerJoin(missions, eq(missions.id, subMissions.missionId))
        .where(where)
        .orderBy(sql`${missionProgress.claimedAt} is null desc`, desc(missionProgress.completedAt), asc(subMissions.id))
        .limit(missionPageSize)
        .offset((page - 1) * missionPageSize),
    () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(missionProgress)
        .innerJoin(subMissions, eq(subMissions.id, missionProgress.subMissionId))
        .innerJoin(missions, eq(missions.id, subMissions.missionId))
        .where(where),
  ]);
  return {
    list_sub_missions: rows.map((row) => toSubMission(row.mission, row.step, row.progress, viewer)),
    current_page: page,
    total_pages: totalPages(count?.total ?? 0),
    user_level: viewer.level,
  };
}

/** How many steps wait to be claimed (`missions/check_missions`, the menu's dot, the home screen). */
export async function claimableCount(db: DbOrTx, viewer: MissionViewer): Promise<number> {
  const [row] = await claimableSteps(db).execute({ userId: viewer.userId, day: viewer.day, level: viewer.level });
  return row?.count ?? 0;
}

/** Asked by every home page (the menu's dot), so built once. */
const claimableSteps = builtOnce((db) => {
  const viewer = { userId: sql.placeholder("userId"), day: sql.placeholder("day"), level: sql.placeholder("level") };
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(missionProgress)
    .innerJoin(subMissions, eq(subMissions.id, missionProgress.subMissionId))
    .innerJoin(missions, eq(missions.id, subMissions.missionId))
    .where(and(countsNow(viewer), claimableNow(viewer)))
    .prepare("missions_claimable_count");
});

/** What the steps of a tab still pay the member (the earn-point screen): their points and how many. */
export async function openStepPoints(db: DbOrTx, viewer: MissionViewer, type: MissionType) {
  const period = periodOf(type, viewer.day);
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${subMissions.points}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(subMissions)
    .innerJoin(missions, eq(missions.id, subMissions.missionId))
    .where(
      and(
        openMissions(type, viewer.level),
        isNull(subMissions.retiredAt),
        sql`not exists (select 1 from ${missionProgress} p where p.sub_mission_id = ${subMissions.id}
          and p.user_id = ${viewer.userId} and p.period = ${period} and p.claimed_at is not null)`,
      ),
    );
  return { total: row?.total ?? 0, count: row?.count ?? 0 };
}
