import type { MissionItem, SubMission, SurveyLocale } from "@rewards/contracts";
import type { MissionRow, ProgressRow, SubMissionRow } from "./tables.js";

/** Whether a member at `level` may work on and claim a mission's steps. */
export function missionOpenTo(mission: MissionRow, level: number): boolean {
  return mission.active && (mission.type === "daily" || (mission.level ?? Number.POSITIVE_INFINITY) <= level);
}

/** A step as the member sees it, in their language, with their progress in the current period. */
export function toSubMission(
  mission: MissionRow,
  step: SubMissionRow,
  progress: ProgressRow | undefined,
  { locale, level }: { locale: SurveyLocale; level: number },
): SubMission {
  const claimed = Boolean(progress?.claimedAt);
  return {
    id: step.id,
    mission_id: mission.id,
    category: mission.category,
    title: step.title[locale],
    description: step.description[locale],
    current_progress: Math.min(progress?.progress ?? 0, step.target),
    target: step.target,
    point: step.points,
    claimable: Boolean(progress?.completedAt) && !claimed && step.retiredAt === null && missionOpenTo(mission, level),
    claimed,
    type: mission.type,
    level: mission.level,
  };
}

/** A mission in an active tab: its first step not yet claimed, and how many are done. */
export function toMissionItem(
  mission: MissionRow,
  steps: SubMissionRow[],
  progress: Map<string, ProgressRow>,
  member: { locale: SurveyLocale; level: number },
): MissionItem | null {
  const current = steps.find((step) => !progress.get(step.id)?.claimedAt);
  if (!current) return null;
  return {
    id: mission.id,
    title: mission.title[member.locale],
    category: mission.category,
    type: mission.type,
    level: mission.level,
    sub_mission: toSubMission(mission, current, progress.get(current.id), member),
    // Done is a step whose target was reached, claimed or not: a full bar always counts as done.
    steps_done: steps.filter((step) => progress.get(step.id)?.completedAt).length,
    steps_total: steps.length,
  };
}
