/**
 * A distance as a member reads it: metres under 1 km (rounded to 10 m), then kilometres with one
 * decimal under 10 km, whole kilometres beyond. The number is formatted in the page's language.
 */
export function distanceParts(metres: number, locale: string): { unit: "m" | "km"; value: string } {
  if (metres < 1000) {
    return { unit: "m", value: new Intl.NumberFormat(locale).format(Math.max(10, Math.round(metres / 10) * 10)) };
  }
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return {
    unit: "km",
    value: new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km),
  };
}
