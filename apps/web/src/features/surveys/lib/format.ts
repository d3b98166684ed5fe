export { formatDay, formatPoints } from "../../../lib/format";

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(percent);
}
