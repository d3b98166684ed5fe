import { isMinorOn } from "@rewards/contracts";

/**
 * Birthdays are calendar days, but the server stores an instant. The spec shifts the picked day
 * by the local time-zone offset before sending: local midnight of the day, moved by
 * `getTimezoneOffset()`, is midnight UTC of the same day, i.e. `Date.UTC(y, m - 1, d)`. Sent as
 * that instant, the UTC date is the day the user picked in every time zone (unshifted, Jakarta's
 * 1 May would leave as 30 April 17:00 UTC).
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a `YYYY-MM-DD` value, or null when it is not a real calendar day. */
function partsOf(day: string): [number, number, number] | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return [year, month, date];
}

export function isCalendarDay(day: string): boolean {
  return partsOf(day) !== null;
}

/** The picked day (a date input's `YYYY-MM-DD`) as the instant the server is sent. */
export function birthDayForServer(picked: string): string {
  const parts = partsOf(picked);
  if (!parts) throw new RangeError(`not a calendar day: ${picked}`);
  const [year, month, date] = parts;
  const localMidnight = new Date(year, month - 1, date);
  localMidnight.setFullYear(year);
  return new Date(localMidnight.getTime() - localMidnight.getTimezoneOffset() * 60_000).toISOString();
}

/** The server's birthday (a day, or an instant whose UTC date is the day) as a date input's value. */
export function birthDayInputValue(stored: string | null): string {
  return stored ? stored.slice(0, 10) : "";
}

/** The day as the reader's locale writes it, without any time-zone shift. */
export function formatBirthDay(stored: string, locale: string): string {
  const parts = partsOf(stored.slice(0, 10));
  if (!parts) return stored;
  const [year, month, date] = parts;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** Today in the user's time zone, for the date input's `max` and the "not in the future" rule. */
export function todayInputValue(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A picked birthday that makes the member under 18, who needs a guardian's consent (the terms). */
export function isMinorBirthDay(picked: string, today = todayInputValue()): boolean {
  return dayPattern.test(picked) && isMinorOn(picked, today);
}
