import { readerTimeZone } from "../../../lib/time-zone";

// In the reader's time zone: on the server, the one the browser left in its cookie, so the page it
// renders reads as the browser then draws it.
const zoned = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => {
  const timeZone = readerTimeZone();
  return timeZone ? { ...options, timeZone } : options;
};

/** A message's time: the hour today, else the day (and the year when not this one). */
export function messageTime(instant: string, locale: string, now = new Date()): string {
  const date = new Date(instant);
  const day = new Intl.DateTimeFormat("en-CA", zoned({ year: "numeric", month: "2-digit", day: "2-digit" }));
  if (day.format(date) === day.format(now)) {
    return new Intl.DateTimeFormat(locale, zoned({ hour: "2-digit", minute: "2-digit" })).format(date);
  }
  const sameYear = day.format(date).slice(0, 4) === day.format(now).slice(0, 4);
  return new Intl.DateTimeFormat(
    locale,
    zoned({ day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }) }),
  ).format(date);
}

/** The hour of a message in the thread. */
export function clockTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, zoned({ hour: "2-digit", minute: "2-digit" })).format(new Date(instant));
}
