import type { RedeemStatus } from "@rewards/contracts";
import { useTranslation } from "react-i18next";

/** Each status in its own colour, dark enough on its tint to read (WCAG AA). */
const looks: Record<RedeemStatus, string> = {
  requested: "bg-amber-50 text-amber-800 ring-amber-200",
  processing: "bg-sky-50 text-sky-800 ring-sky-200",
  paid: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
};

/** Where a redeem request stands, as a small pill. */
export function StatusBadge({ status }: { status: RedeemStatus }) {
  const { t } = useTranslation("points");
  return (
    <span
      data-testid="redeem-status"
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${looks[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
