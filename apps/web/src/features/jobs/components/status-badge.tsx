import type { ApplicationStatus } from "@rewards/contracts";
import { useTranslation } from "react-i18next";

const looks: Record<ApplicationStatus, string> = {
  applied: "bg-brand-100 text-brand-900",
  declined: "bg-gray-200 text-gray-800",
  withdraw: "bg-gray-200 text-gray-800",
  hired: "bg-amber-100 text-amber-900",
  worker_completed: "bg-amber-100 text-amber-900",
  completed: "bg-green-100 text-green-900",
  payment_complete: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
  disputed: "bg-red-100 text-red-900",
};

/** An application's status in the spec's words (hired shows as processing). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("jobs");
  return (
    <span
      data-testid="application-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${looks[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
