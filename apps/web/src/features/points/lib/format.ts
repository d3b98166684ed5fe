import { numberFormat } from "../../../lib/number-format";
import { readerTimeZone } from "../../../lib/time-zone";

export { formatPoints } from "../../../lib/format";

/**
 * Numbers, money and dates as the reader's locale writes them. Points are cents on the wire and
 * one cent shows as one point; VND and IDR have no minor units in use, so money shows none.
 * Instants are written in the reader's time zone (lib/time-zone.ts): on the server, the one the
 * browser left in its cookie, so a page rendered there reads as the browser then draws it.
 */

const zoned = (timeZone = readerTimeZone()) => (timeZone ? { timeZone } : {});

/** A movement of points: `+200` or `−1,000`, never a bare number. */
export function formatSignedPoints(points: number, locale: string): string {
  return numberFormat(locale, { signDisplay: "exceptZero" }).format(points);
}

/** A short balance for tight spots (the bottom bar): `20K`, `1.2M`. */
export function formatCompactPoints(points: number, locale: string): string {
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(points);
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** An instant's calendar day in the reader's time zone (`timeZone` for tests). */
export function formatDate(instant: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", ...zoned(timeZone) }).format(new Date(instant));
}

export function formatDateTime(instant: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    ...zoned(timeZone),
  }).format(new Date(instant));
}

export function formatTime(instant: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", ...zoned(timeZone) }).format(new Date(instant));
}

/**
 * A history group's heading. `date_key` is already the member's calendar day (the server used the
 * `TimeZone` header), so it is written as that day, with no time-zone shift.
 */
export function formatDayKey(dateKey: string, locale: string): string {
  const [year, month, day] = dateKey.split("-").map(Number);
  if (!year || !month || !day) return dateKey;
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
