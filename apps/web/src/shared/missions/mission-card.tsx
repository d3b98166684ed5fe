import type { MissionItem } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { formatPoints } from "../../lib/format";
import { ClaimButton } from "./claim-button";
import { StepProgress } from "./step-progress";

/** An active mission at its current step: what to do, how far along, what it pays, and the claim. */
export function MissionCard({
  mission,
  onClaim,
  claiming,
}: {
  mission: MissionItem;
  onClaim: (subMissionId: string) => void;
  claiming: boolean;
}) {
  const { t, i18n } = useTranslation("shared/missions");
  const step = mission.sub_mission;
  const headingId = `mission-${mission.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="mission-card"
      className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t(`category.${mission.category}`)}
            {mission.level !== null && ` · ${t("item.level", { level: mission.level })}`}
          </p>
          <h3 id={headingId} className="mt-0.5 text-base font-bold break-words text-gray-900">
            {mission.title}
          </h3>
        </div>
        <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700 tabular-nums">
          {t("item.points", { points: formatPoints(step.point, i18n.language) })}
        </p>
      </div>
      <p className="mt-2 font-medium text-gray-900">{step.title}</p>
      {step.description && <p className="mt-0.5 text-sm text-gray-600">{step.description}</p>}
      <div className="mt-3">
        <StepProgress
          current={step.current_progress}
          target={step.target}
          label={t("item.progressLabel", { title: step.title })}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">
          {t("item.steps", { done: mission.steps_done, total: mission.steps_total })}
        </p>
        <ClaimButton
          claimable={step.claimable}
          claimed={step.claimed}
          busy={claiming}
          onClaim={() => onClaim(step.id)}
          describedBy={headingId}
        />
      </div>
    </article>
  );
}
