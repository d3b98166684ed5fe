export { formatDay, formatPoints } from "../../../lib/format";

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(percent);
}

/** A bound a question names: a number as the locale writes it, a YYYY-MM-DD day as a date. */
export function formatBound(bound: number | string, locale: string): string {
  if (typeof bound === "number") return new Intl.NumberFormat(locale).format(bound);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${bound}T00:00:00Z`),
  );
}
