import type { RedeemRequest } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../lib/format";
import { timelineOf } from "../lib/timeline";

const dotClass = {
  done: "border-brand-700 bg-brand-700",
  current: "border-brand-700 bg-white ring-4 ring-brand-100",
  upcoming: "border-gray-300 bg-white",
} as const;

/** Where a request has been and what comes next, as an ordered list. */
export function RequestTimeline({ request }: { request: RedeemRequest }) {
  const { t, i18n } = useTranslation("points");
  const steps = timelineOf(request);
  return (
    <ol className="space-y-0" aria-label={t("detail.timeline")}>
      {steps.map((step, index) => {
        const rejected = step.status === "rejected";
        // Paid is the end of the road: reached, it reads as done rather than as a step under way.
        const look = step.status === "paid" && step.state === "current" ? "done" : step.state;
        return (
          <li
            key={step.status}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === "current" ? "step" : undefined}
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-5 left-[9px] h-[calc(100%-1.25rem)] w-0.5 ${step.state === "done" ? "bg-brand-700" : "bg-gray-200"}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-0.5 size-5 shrink-0 rounded-full border-2 ${rejected ? "border-red-700 bg-red-700" : dotClass[look]}`}
            />
            <div className="min-w-0">
              <p
                className={`font-semibold ${step.state === "upcoming" ? "text-gray-600" : rejected ? "text-red-800" : "text-gray-900"}`}
              >
                {t(`timeline.${step.status}`)}
                {step.state === "upcoming" && <span className="sr-only"> ({t("timeline.upcoming")})</span>}
              </p>
              {step.at && <p className="text-sm text-gray-600">{formatDateTime(step.at, i18n.language)}</p>}
              {rejected && request.reject_reason && (
                <p className="mt-1 text-sm text-gray-800">
                  {t("detail.rejectReason", { reason: request.reject_reason })}
                </p>
              )}
              {rejected && <p className="mt-1 text-sm font-medium text-green-800">{t("detail.pointsReturned")}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
