/**
 * A member's calendar day (`YYYY-MM-DD`, already in their time zone) as a short weekday. Read at
 * noon UTC and formatted in UTC, so the reader's own zone cannot move it to a neighbouring day.
 */
export function weekdayOf(day: string, locale: string): string {
  const instant = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(instant);
}
