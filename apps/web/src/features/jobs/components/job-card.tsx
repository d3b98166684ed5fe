import type { WorkerJobCard } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatPoints } from "../../../lib/format";
import { distanceLabel } from "../lib/job-search";
import { Ribbon } from "./ribbon";
import { useCategories } from "./use-category-names";

/** A job in a list: title, category, fee, online or onsite (and how far), deadline, ribbon. */
export function JobCard({ job }: { job: WorkerJobCard }) {
  const { t, i18n } = useTranslation("jobs");
  const { nameOf } = useCategories();
  const category = nameOf(job.category_id);
  return (
    <Link
      to={`/home/flashjobs/jobs/${encodeURIComponent(job.id)}`}
      data-testid="job-card"
      className="block rounded-2xl border border-gray-100 bg-white p-4 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-gray-900">{job.title}</h3>
        <Ribbon ribbon={job.ribbon} />
      </div>
      {category && <p className="mt-1 text-sm text-gray-600">{category}</p>}
      <p className="mt-2 text-lg font-bold text-brand-800">
        {t("card.fee", { points: formatPoints(job.fee, i18n.language) })}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700">
        <span>{t(`type.${job.job_type}`)}</span>
        {job.job_type === "onsite" && job.distance !== null && (
          <span data-testid="job-distance">
            {t("card.away", { distance: distanceLabel(job.distance, i18n.language) })}
          </span>
        )}
        {job.deadline && <span>{t("card.deadline", { date: formatDay(job.deadline, i18n.language) })}</span>}
      </p>
    </Link>
  );
}
