import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { type ActivityConsumer, type ActivityEvent, recordActivity } from "../activity/index.js";
import { findLiveUser, raiseLevel } from "../users/index.js";
import { missionProgress, missions, subMissions } from "./tables.js";

/** Whether every live level-up step of a level is claimed by the member (and the level has any). */
async function levelComplete(tx: Tx, userId: string, level: number): Promise<boolean> {
  const [counts] = await tx
    .select({
      steps: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${missionProgress.claimedAt} is null)::int`,
    })
    .from(subMissions)
    .innerJoin(missions, eq(missions.id, subMissions.missionId))
    .leftJoin(
      missionProgress,
      and(
        eq(missionProgress.subMissionId, subMissions.id),
        eq(missionProgress.userId, userId),
        eq(missionProgress.period, ""),
      ),
    )
    .where(
      and(
        eq(missions.type, "levelUp"),
        eq(missions.level, level),
        eq(missions.active, true),
        isNull(subMissions.retiredAt),
      ),
    );
  return (counts?.steps ?? 0) > 0 && counts?.open === 0;
}

/**
 * Levels follow the level-up missions: claiming the last open step of the member's level raises
 * `users.level` by one (a conditional update, so two claims finishing the level at once raise it
 * once) and records `level_reached`.
 */
async function onMissionClaimed(tx: Tx, event: ActivityEvent): Promise<void> {
  if (event.detail?.mission_type !== "levelUp") return;
  const user = await findLiveUser(tx, event.userId);
  if (!user || !(await levelComplete(tx, user.id, user.level))) return;
  if (!(await raiseLevel(tx, user.id, user.level))) return;
  await recordActivity(tx, {
    userId: user.id,
    kind: "level_reached",
    cause: `${user.id}:${user.level + 1}`,
    detail: { level: user.level + 1 },
    timeZone: event.timeZone,
  });
}

export const levelConsumer: ActivityConsumer = { name: "levels", handlers: { mission_claimed: onMissionClaimed } };
