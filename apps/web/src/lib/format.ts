import { numberFormat } from "./number-format";
import { readerTimeZone } from "./time-zone";

/** Points are cents on the wire and one cent shows as one point (docs/decisions.md). */
export function formatPoints(points: number, locale: string): string {
  return numberFormat(locale).format(points);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day of an instant, in the reader's time zone: "12 Mar 2026". */
export function formatDay(instant: string, locale: string): string {
  // Making a format is dear (a list shows one date a row): one per language and zone. On the
  // server the zone is the reader's (the browser's own zone when it takes the page over).
  const timeZone = readerTimeZone();
  const key = `${locale} ${timeZone ?? ""}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", ...(timeZone && { timeZone }) });
    dayFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** The hour and minute of an instant, in the reader's time zone (as `formatDay`): "09:41". */
export function formatClock(instant: string, locale: string): string {
  const timeZone = readerTimeZone();
  return new Date(instant).toLocaleTimeString(locale, {
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone && { timeZone }),
  });
}
