import { useTranslation } from "react-i18next";
import { progressPercent } from "../lib/steps";

/** How far through the survey the member is: a bar, and the same in words for everyone. */
export function ProgressBar({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation("surveys");
  const label = t("answer.progress", { current, total });
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-gray-700">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${progressPercent(current, total)}%` }}
        />
      </div>
    </div>
  );
}
