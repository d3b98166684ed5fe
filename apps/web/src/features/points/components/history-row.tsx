import type { PointHistoryItem } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../lib/format";
import { historyLabelKey, historySourceName } from "../lib/history";
import { StatusBadge } from "./status-badge";
import { usePointsText } from "./use-points-text";

export const rowLinkClass =
  "flex min-h-14 items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-brand-50 " +
  "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700";

/** A credit reads green, a debit stays dark: colour is never the only sign, the + or - is there too. */
export function amountClass(points: number): string {
  return points > 0 ? "text-green-700" : "text-gray-900";
}

/** One movement of points, opening its detail. */
export function HistoryRow({ entry }: { entry: PointHistoryItem }) {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const type = t(`types.${historyLabelKey(entry)}`);
  const source = historySourceName(entry);
  return (
    <Link to={`/home/points/${entry.id}`} className={rowLinkClass} data-testid="history-row">
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words text-gray-900">
          {source ? t("types.named", { type, source }) : type}
        </span>
        <span className="line-clamp-2 block text-sm break-words text-gray-600">
          {[formatTime(entry.created_at, i18n.language), source ? null : entry.note].filter(Boolean).join(" · ")}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className={`font-semibold tabular-nums ${amountClass(entry.point)}`}>
          {pointsText(entry.point, { signed: true })}
        </span>
        {entry.redeem_status && <StatusBadge status={entry.redeem_status} />}
      </span>
    </Link>
  );
}
