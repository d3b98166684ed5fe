/** Points are cents on the wire and one cent shows as one point (as on the points screens). */
export function formatPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(points);
}

export function formatDay(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(instant));
}

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(percent);
}
