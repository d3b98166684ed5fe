import type { JobProfile } from "@rewards/contracts";
import { useTranslation } from "react-i18next";

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** What the marketplace has checked about a worker: the ID document and the phone. */
export function VerifiedBadges({ verified }: { verified: JobProfile["verified"] }) {
  const { t } = useTranslation("flashjobs");
  if (!verified.id_document && !verified.phone) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("badges.label")}>
      {verified.id_document && (
        <li className={`${badge} bg-emerald-50 text-emerald-800`} data-testid="badge-id">
          <Check />
          {t("badges.id")}
        </li>
      )}
      {verified.phone && (
        <li className={`${badge} bg-sky-50 text-sky-800`} data-testid="badge-phone">
          <Check />
          {t("badges.phone")}
        </li>
      )}
    </ul>
  );
}

function Check() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 20 20" fill="currentColor">
      <path d="M7.6 14.2L3.4 10l1.4-1.4 2.8 2.8 7.6-7.6 1.4 1.4z" />
    </svg>
  );
}
