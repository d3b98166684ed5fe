import type { CheckInData } from "@rewards/contracts";

/** The lines the check-in's award shows, as catalog keys with their values, in the order they read. */
export type AwardLine = { key: string; values: Record<string, number> };

/**
 * What a check-in paid and what came with it: the day's points, the day-7 bonus when this check-in
 * completed a week, a freeze earned, and freezes spent to keep the streak across missed days.
 */
export function awardLines(award: CheckInData): AwardLine[] {
  const lines: AwardLine[] = [{ key: "attendance.award.points", values: { points: award.awarded } }];
  if (award.weekly_bonus > 0) lines.push({ key: "attendance.award.weekly", values: { points: award.weekly_bonus } });
  if (award.freezes_used > 0)
    lines.push({ key: "attendance.award.freezesUsed", values: { count: award.freezes_used } });
  if (award.freeze_earned) lines.push({ key: "attendance.award.freezeEarned", values: {} });
  return lines;
}
