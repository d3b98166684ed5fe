import type { SubMission } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { formatPoints } from "../../../lib/format";
import { ClaimButton } from "../../../shared/missions";

/** A finished step of the completed tab: claimed already, or waiting for the member's claim. */
export function CompletedStepCard({
  step,
  onClaim,
  claiming,
}: {
  step: SubMission;
  onClaim: (subMissionId: string) => void;
  claiming: boolean;
}) {
  // How a mission is named (its category, level and pay) is the shared piece's copy.
  const { t, i18n } = useTranslation("shared/missions");
  const headingId = `step-${step.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="completed-step"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t(`category.${step.category}`)}
          {step.level !== null && ` · ${t("item.level", { level: step.level })}`}
        </p>
        <h3 id={headingId} className="mt-0.5 font-bold break-words text-gray-900">
          {step.title}
        </h3>
        <p className="text-sm text-gray-600 tabular-nums">
          {t("item.points", { points: formatPoints(step.point, i18n.language) })}
        </p>
      </div>
      <ClaimButton
        claimable={step.claimable}
        claimed={step.claimed}
        busy={claiming}
        onClaim={() => onClaim(step.id)}
        describedBy={headingId}
      />
    </article>
  );
}
