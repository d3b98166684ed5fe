import { useTranslation } from "react-i18next";
import { formatPercent } from "../lib/format";

export type Share = { key: string; label: string; count: number; percent: number };

/**
 * A bar per share, drawn with plain boxes: each row reads as text ('Label: 3 (25%)') and the bar
 * only repeats it for the eye, so nothing is lost without it.
 */
export function ShareBars({ shares, label }: { shares: Share[]; label: string }) {
  const { t, i18n } = useTranslation("surveys");
  return (
    <ul aria-label={label} className="space-y-2">
      {shares.map((share) => (
        <li key={share.key}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-gray-900">{share.label}</span>
            <span className="shrink-0 font-semibold text-gray-800">
              {t("summary.share", { count: share.count, percent: formatPercent(share.percent, i18n.language) })}
            </span>
          </div>
          <div className="mt-1 h-3 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.min(share.percent, 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
