import { numberFormat } from "./number-format";

/** Points are cents on the wire and one cent shows as one point (docs/decisions.md). */
export function formatPoints(points: number, locale: string): string {
  return numberFormat(locale).format(points);
}

/** A calendar day of an instant, in the reader's time zone: "12 Mar 2026". */
export function formatDay(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(instant));
}
