import type { PointHistoryGroup, PointHistoryItem, RedeemStatus } from "@rewards/contracts";
import { localDay } from "../../lib/local-day.js";
import type { HistoryEntry } from "../ledger/index.js";

export function toHistoryItem(
  entry: HistoryEntry,
  timeZone: string,
  redeemStatus: RedeemStatus | null = null,
): PointHistoryItem {
  return {
    id: entry.id,
    point: entry.amountCents,
    history_type: entry.historyType,
    cause_kind: entry.causeKind,
    balance_after: entry.balanceAfter,
    note: entry.note,
    created_at: entry.createdAt.toISOString(),
    date_key: localDay(entry.createdAt, timeZone),
    redeem_status: redeemStatus,
  };
}

/** Consecutive items of one day under one key; the items arrive newest first and stay so. */
export function groupByDate(items: PointHistoryItem[]): PointHistoryGroup[] {
  const groups: PointHistoryGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.date_key === item.date_key) last.histories.push(item);
    else groups.push({ date_key: item.date_key, histories: [item] });
  }
  return groups;
}
