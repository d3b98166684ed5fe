import type { AppSettings } from "@rewards/contracts";
import { daysBetween, localDay } from "../../lib/local-day.js";
import { type MemberDay, memberDayAt } from "../../lib/member-day.js";

/**
 * The attendance rules, free of the database so they can be checked day by day.
 *
 * One check-in per member's day, the rule every daily reward follows (`lib/member-day.ts`): a
 * member who changes time zone cannot collect twice. A check-in is refused while the last one's
 * day has not ended in the zone it was made in (`nextAllowedAt`), and while the last one falls on
 * the same (or a later) day in the zone of the new one. The new check-in's attendance day is its
 * local day, or the day after the last one if a westward move would put it on the same or an
 * earlier date, so every check-in has a day of its own (the ledger key names it).
 */
export type AttendanceRules = AppSettings["attendance"];

export type AttendanceFacts = {
  lastDay: string | null;
  lastCheckedInAt: Date | null;
  nextAllowedAt: Date | null;
  streak: number;
  freezes: number;
};

export type CheckInPlan = {
  day: string;
  streak: number;
  freezes: number;
  freezesUsed: number;
  freezeEarned: boolean;
  points: number;
  weeklyBonus: number;
  nextAllowedAt: Date;
};

export const weekLength = 7;

/** The member's day a check-in at `now` would count on, the last check-in marking the day before. */
function dayOfCheckIn(facts: AttendanceFacts, now: Date, timeZone: string): MemberDay {
  const at = facts.lastCheckedInAt;
  const last = at ? { day: facts.lastDay ?? localDay(at, timeZone), at, nextAt: facts.nextAllowedAt } : null;
  return memberDayAt(last, now, timeZone);
}

export function canCheckIn(facts: AttendanceFacts, now: Date, timeZone: string): boolean {
  return dayOfCheckIn(facts, now, timeZone).isNew;
}

/** The check-in `now` would make, or null when today's is done. */
export function planCheckIn(
  facts: AttendanceFacts,
  now: Date,
  timeZone: string,
  rules: AttendanceRules,
): CheckInPlan | null {
  const next = dayOfCheckIn(facts, now, timeZone);
  if (!next.isNew) return null;
  const day = next.day;
  const missed = facts.lastDay ? daysBetween(facts.lastDay, day) - 1 : 0;
  const kept = facts.lastDay !== null && missed <= facts.freezes;
  // A streak that freezes cannot save keeps the freezes for the next time.
  const freezesUsed = kept ? missed : 0;
  const streak = kept ? facts.streak + 1 : 1;
  const { earned_every_days, max_held } = rules.streak_freeze;
  const freezeEarned = streak % earned_every_days === 0 && facts.freezes - freezesUsed < max_held;
  return {
    day,
    streak,
    freezes: facts.freezes - freezesUsed + (freezeEarned ? 1 : 0),
    freezesUsed,
    freezeEarned,
    points: rules.daily_points,
    weeklyBonus: streak % weekLength === 0 ? rules.weekly_bonus_points : 0,
    nextAllowedAt: next.nextAt,
  };
}

/** The streak as it stands today: 0 once more days were missed than the freezes held can cover. */
export function liveStreak(facts: AttendanceFacts, today: string): number {
  if (!facts.lastDay) return 0;
  const missed = daysBetween(facts.lastDay, today) - 1;
  return missed <= facts.freezes ? facts.streak : 0;
}

/** Check-ins until the next day-7 bonus, the next one counting as 1. */
export function daysToWeeklyBonus(streak: number): number {
  return weekLength - (streak % weekLength);
}
