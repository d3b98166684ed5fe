/** A store's hours for one weekday (0 Sunday), as the store's page lists them. */
export type HoursRow = { weekday: number; opens: string; closes: string };

/** Monday first, as the week is read in the product's markets. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** The weekday now in the store's time zone, so "today" is the shop's today, not the reader's. */
export function weekdayIn(timeZone: string, now: Date = new Date()): number {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(now);
    return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(name);
  } catch {
    return now.getDay();
  }
}

/** The weekday's name in the page's language (a known Sunday plus the weekday). */
export function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 7 + weekday)),
  );
}

/** The week's rows, Monday first, with null for a closed day. */
export function weekRows(hours: HoursRow[]): { weekday: number; hours: HoursRow | null }[] {
  return weekOrder.map((weekday) => ({ weekday, hours: hours.find((row) => row.weekday === weekday) ?? null }));
}
