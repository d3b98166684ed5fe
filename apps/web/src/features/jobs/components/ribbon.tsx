import type { JobRibbon } from "@rewards/contracts";
import { useTranslation } from "react-i18next";

const looks: Record<JobRibbon, string> = {
  new: "bg-amber-100 text-amber-900",
  open: "bg-green-100 text-green-900",
  closed: "bg-gray-200 text-gray-800",
  applied: "bg-brand-100 text-brand-900",
};

/** The ribbon of a job card: new (until opened), open, closed, applied. */
export function Ribbon({ ribbon }: { ribbon: JobRibbon }) {
  const { t } = useTranslation("jobs");
  return (
    <span
      data-testid="job-ribbon"
      data-ribbon={ribbon}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ${looks[ribbon]}`}
    >
      {t(`ribbon.${ribbon}`)}
    </span>
  );
}
