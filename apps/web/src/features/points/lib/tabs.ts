import {
  type CardKind,
  cardKinds,
  type PointHistoryKind,
  type PointHistoryPeriod,
  pointHistoryKinds,
  pointHistoryPeriods,
} from "@rewards/contracts";

/**
 * What the points screens' addresses hold: the open tab and the history's filters, the redeem
 * screen's way. One reading for the page and for what the server loads before drawing it.
 */

export const pointsTabs = ["history", "earnings", "exchanges", "invitations"] as const;
export type PointsTab = (typeof pointsTabs)[number];

/** `/home/points?tab=…`; anything unknown opens the history. */
export function pointsTabOf(search: URLSearchParams): PointsTab {
  const tab = search.get("tab");
  return (pointsTabs as readonly (string | null)[]).includes(tab) ? (tab as PointsTab) : "history";
}

export const isHistoryKind = (value: string): value is PointHistoryKind =>
  (pointHistoryKinds as readonly string[]).includes(value);
export const isHistoryPeriod = (value: string): value is PointHistoryPeriod =>
  (pointHistoryPeriods as readonly string[]).includes(value);

export type HistoryFilters = { filter: PointHistoryKind; period: PointHistoryPeriod };

/** The filters as the address holds them (`?filter=survey&period=30d`); anything unknown reads as all. */
export function historyFiltersOf(search: URLSearchParams): HistoryFilters {
  const filter = search.get("filter") ?? "";
  const period = search.get("period") ?? "";
  return { filter: isHistoryKind(filter) ? filter : "all", period: isHistoryPeriod(period) ? period : "all" };
}

export type RedeemWay = "bank_transfer" | CardKind;

/** `/home/points/redeem?tab=…`: a card tab only where the member's market offers cards, else the bank transfer. */
export function redeemWayOf(search: URLSearchParams, cardsOffered: boolean): RedeemWay {
  const tab = search.get("tab");
  return cardsOffered && (cardKinds as readonly (string | null)[]).includes(tab) ? (tab as CardKind) : "bank_transfer";
}
