import { numberFormat } from "./number-format";

/** Points are cents on the wire and one cent shows as one point (docs/decisions.md). */
export function formatPoints(points: number, locale: string): string {
  return numberFormat(locale).format(points);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day of an instant, in the reader's time zone: "12 Mar 2026". */
export function formatDay(instant: string, locale: string): string {
  // Making a format is dear (a list shows one date a row): one per language.
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(instant));
}
