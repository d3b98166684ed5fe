import { useTranslation } from "react-i18next";
import { primaryButton } from "../../components/ui/buttons";

/** The step's action: claim when it is done, otherwise where it stands. */
export function ClaimButton({
  claimable,
  claimed,
  busy,
  onClaim,
  describedBy,
}: {
  claimable: boolean;
  claimed: boolean;
  busy: boolean;
  onClaim: () => void;
  describedBy: string;
}) {
  const { t } = useTranslation("shared/missions");
  if (claimed) {
    return (
      <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
        {t("item.claimed")}
      </span>
    );
  }
  if (!claimable) {
    return (
      <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-700">
        {t("item.inProgress")}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onClaim}
      disabled={busy}
      aria-busy={busy}
      aria-describedby={describedBy}
      className={`${primaryButton} min-h-10 py-2 text-sm`}
    >
      {busy ? t("item.claiming") : t("item.claim")}
    </button>
  );
}
