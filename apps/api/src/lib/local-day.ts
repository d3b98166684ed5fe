/**
 * Calendar days in a member's time zone: the boundaries of daily missions, the attendance day and
 * the history's grouping. A day is written `YYYY-MM-DD`; zones are IANA names from the `TimeZone`
 * header, UTC when it is missing or not a zone.
 */
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Zones already named, by the header's spelling. Asking Intl is a tenth of a millisecond, paid by
 * every call that reads the header. Only zones Intl knows are kept, but their spellings vary in
 * case, so the memo starts again once it holds a thousand.
 */
const canonicalZones = new Map<string, string>();
const rememberedZones = 1_000;

/** The member's time zone from the `TimeZone` header, as its canonical IANA name; UTC when unknown. */
export function timeZoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone || zone.length > 64 || !zoneName.test(zone)) return "UTC";
  const known = canonicalZones.get(zone);
  if (known) return known;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    if (canonicalZones.size >= rememberedZones) canonicalZones.clear();
    canonicalZones.set(zone, canonical);
    return canonical;
  } catch {
    return "UTC";
  }
}

/** The calendar day an instant falls on in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clockFormatters.set(timeZone, formatter);
  }
  const part = (type: string) => Number(formatter.formatToParts(at).find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of a calendar day in a time zone (not always 00:00 where clocks jump at midnight). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let start = midnight - offsetMs(new Date(midnight), timeZone);
  start = midnight - offsetMs(new Date(start), timeZone);
  // A zone whose clocks skip midnight starts the day later: step forward to its first instant.
  while (localDay(new Date(start), timeZone) < day) start += 15 * 60 * 1000;
  while (localDay(new Date(start - 15 * 60 * 1000), timeZone) === day) start -= 15 * 60 * 1000;
  return new Date(start);
}

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/** Whole days from one day to another: 1 from a day to the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}
