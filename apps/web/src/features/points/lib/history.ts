import {
  historyTypesOfKind,
  type PointHistoryGroup,
  type PointHistoryItem,
  type PointHistoryType,
} from "@rewards/contracts";

const redeemTypes: readonly PointHistoryType[] = historyTypesOfKind.redeem;

/**
 * The catalog key of an entry's label under `types.`: its history type (Campaign reads 'Bingo',
 * PointCard 'Cash out'), except that an expiry reads 'Points expired', a store's check-in 'Shop
 * check-in', and the credit-back of a rejected redemption, which keeps the redemption's type, reads
 * 'Points returned'.
 */
export function historyLabelKey(entry: Pick<PointHistoryItem, "history_type" | "cause_kind" | "point">): string {
  if (entry.cause_kind === "expiry") return "expired";
  // A store's check-in pays as an event reward; the member knows it as a check-in.
  if (entry.cause_kind === "shop_check_in") return "shopCheckIn";
  if (redeemTypes.includes(entry.history_type) && entry.point > 0) return "returned";
  return entry.history_type;
}

/** Entries whose note is the name of what paid them: a survey's note is its title, a check-in's its store. */
const namedSources = new Set(["survey", "shop_check_in"]);

/** What an entry came from, by name ('Weekend in Bandung'), when its note names it. */
export function historySourceName(entry: Pick<PointHistoryItem, "cause_kind" | "note">): string | null {
  return namedSources.has(entry.cause_kind) && entry.note ? entry.note : null;
}

/**
 * The pages of a history, as one list of days. A day can straddle two pages (page size 20), so
 * neighbouring groups of one `date_key` become one group; the server sends the days newest first.
 */
export function mergeDayGroups(pages: PointHistoryGroup[][]): PointHistoryGroup[] {
  const merged: PointHistoryGroup[] = [];
  for (const group of pages.flat()) {
    const last = merged.at(-1);
    if (last?.date_key === group.date_key) last.histories = [...last.histories, ...group.histories];
    else merged.push({ date_key: group.date_key, histories: [...group.histories] });
  }
  return merged;
}

/** A flat, newest-first list of entries (earnings) grouped by their day, as the history is. */
export function groupByDay(entries: PointHistoryItem[]): PointHistoryGroup[] {
  return mergeDayGroups([entries.map((entry) => ({ date_key: entry.date_key, histories: [entry] }))]);
}

/** TanStack Query's next page: the one after the last page's, until the last page. */
export function nextPageOf(meta: { page: number; total_pages: number }): number | undefined {
  return meta.page < meta.total_pages ? meta.page + 1 : undefined;
}
