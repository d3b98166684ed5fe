import { addDays, localDay, startOfLocalDay } from "./local-day.js";

/**
 * The one rule for every daily reward (attendance, bingo summons, daily missions): which day a
 * member is on. The day belongs to the member, not to the request's `TimeZone` header, so moving
 * zones never opens another day's reward:
 *
 * - a day lasts until it has ended in the zone it began in (`nextAt`), whatever zone asks later;
 * - after that, a new day begins only once the last day's start falls on an earlier date in the
 *   asking zone too (a westward move waits for the new zone's midnight);
 * - a new day is the asking zone's date, or the day after the last one when that date would go
 *   back, so days only move forward and each one's rewards can be keyed by it.
 */
export type DayMark = {
  /** The member's day, `YYYY-MM-DD`. */
  day: string;
  /** When it began. */
  at: Date;
  /** When it ends in the zone it began in; null for a mark from before the rule kept it. */
  nextAt: Date | null;
};

export type MemberDay = DayMark & { nextAt: Date; isNew: boolean };

export function memberDayAt(last: DayMark | null, now: Date, timeZone: string): MemberDay {
  const local = localDay(now, timeZone);
  const fresh = (day: string): MemberDay => ({
    day,
    at: now,
    nextAt: startOfLocalDay(addDays(local, 1), timeZone),
    isNew: true,
  });
  if (!last) return fresh(local);
  const lasting = (last.nextAt && now < last.nextAt) || localDay(last.at, timeZone) >= local;
  if (lasting) return { ...last, nextAt: last.nextAt ?? startOfLocalDay(addDays(local, 1), timeZone), isNew: false };
  return fresh(local > last.day ? local : addDays(last.day, 1));
}
