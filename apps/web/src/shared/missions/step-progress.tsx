import { useTranslation } from "react-i18next";
import { formatPoints } from "../../lib/format";

/** How far a step is: a bar and 'current / target', read out as a progress bar. */
export function StepProgress({ current, target, label }: { current: number; target: number; label: string }) {
  const { i18n } = useTranslation();
  const shown = Math.min(current, target);
  const percent = target > 0 ? Math.round((shown / target) * 100) : 0;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={shown}
        className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="shrink-0 text-sm font-semibold text-gray-700 tabular-nums" data-testid="step-progress">
        {formatPoints(shown, i18n.language)}/{formatPoints(target, i18n.language)}
      </span>
    </div>
  );
}
