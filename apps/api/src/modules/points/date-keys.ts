const formatters = new Map<string, Intl.DateTimeFormat>();

/** The member's time zone from the `TimeZone` header the app sends; UTC when missing or unknown. */
export function timeZoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone || zone.length > 64) return "UTC";
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone: the history's grouping key. */
export function dateKey(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}
