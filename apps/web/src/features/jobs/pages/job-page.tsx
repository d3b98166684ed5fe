import type { WorkerJobCard } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { formatDay, formatPoints } from "../../../lib/format";
import { markSeen, workerJobQuery } from "../api/jobs-api";
import { ApplicationPanel } from "../components/application-panel";
import { FavoriteButton } from "../components/favorite-button";
import { QuoteForm } from "../components/quote-form";
import { ReportForm } from "../components/report-form";
import { Ribbon } from "../components/ribbon";
import { useCategories } from "../components/use-category-names";
import { distanceLabel } from "../lib/job-search";
import { usePlace } from "../lib/use-place";

/**
 * `/home/flashjobs/jobs/:id`: a job's detail. Opening it marks it seen (the card loses 'new').
 * Before applying: the quote with its estimate; after: the application and its steps.
 */
export function JobPage() {
  const { t } = useTranslation("jobs");
  const { id = "" } = useParams();
  const { place } = usePlace();
  const job = useQuery(workerJobQuery(id, place));

  useEffect(() => {
    if (job.data) markSeen(job.data).catch(() => {});
  }, [job.data]);

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      {/* A paragraph, so the column's spacing keeps it off the card below. */}
      <p>
        <Link to="/home/flashjobs/jobs" className={textLink}>
          {t("detail.back")}
        </Link>
      </p>
      {!job.data ? <ListState ns="jobs" query={job} empty={false} emptyText="" /> : <JobDetail job={job.data} />}
    </div>
  );
}

function JobDetail({ job }: { job: WorkerJobCard }) {
  const { t, i18n } = useTranslation("jobs");
  const { nameOf } = useCategories();
  const category = nameOf(job.category_id);
  const points = (value: number) => t("points", { points: formatPoints(value, i18n.language) });
  const day = (value: string) => formatDay(value, i18n.language);
  const open = job.ribbon === "new" || job.ribbon === "open";
  const facts: [string, string][] = [
    [t("detail.type"), t(`type.${job.job_type}`)],
    ...(category ? [[t("filter.category"), category] as [string, string]] : []),
    ...(job.address ? [[t("detail.address"), job.address] as [string, string]] : []),
    ...(job.distance !== null && job.job_type === "onsite"
      ? [[t("detail.distance"), distanceLabel(job.distance, i18n.language)] as [string, string]]
      : []),
    ...(job.deadline ? [[t("detail.deadline"), day(job.deadline)] as [string, string]] : []),
    ...(job.start_date ? [[t("quote.startDate"), day(job.start_date)] as [string, string]] : []),
    ...(job.end_date ? [[t("quote.endDate"), day(job.end_date)] as [string, string]] : []),
    ...(job.start_time ? [[t("detail.startTime"), job.start_time] as [string, string]] : []),
    ...(job.delivery_time ? [[t("detail.delivery"), job.delivery_time] as [string, string]] : []),
    [t("detail.workers"), t("detail.hired", { hired: job.hired_count, needed: job.workers_needed })],
  ];
  return (
    <>
      <article className="space-y-4 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl font-bold break-words text-gray-900 sm:text-2xl" data-testid="job-title">
            {job.title}
          </h1>
          <Ribbon ribbon={job.ribbon} />
        </div>
        <p className="text-sm text-gray-600">{t("detail.client", { name: job.client.name })}</p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm text-gray-600">{t("detail.fee")}</p>
            <p className="text-2xl font-bold text-brand-800">{points(job.fee)}</p>
            <p className="text-xs text-gray-600">
              {t("detail.feeSplit", { service: points(job.service_fee), contract: points(job.contract_fee) })}
            </p>
          </div>
          <FavoriteButton jobId={job.id} saved={job.is_favorite} />
        </div>
        {/* The labels wrap past 45% of the width: long ones (vi) would otherwise squeeze the values. */}
        <dl className="grid grid-cols-[fit-content(45%)_1fr] gap-x-4 gap-y-2 text-sm">
          {facts.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold text-gray-700">{name}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        {job.description && <p className="whitespace-pre-line break-words text-gray-800">{job.description}</p>}
      </article>
      {job.application_id ? (
        <ApplicationPanel applicationId={job.application_id} />
      ) : open ? (
        <section
          aria-labelledby="apply-title"
          className="space-y-3 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="apply-title" className="text-lg font-bold text-gray-900">
            {t("quote.title")}
          </h2>
          <QuoteForm jobId={job.id} onDone={() => {}} />
        </section>
      ) : (
        <p className="rounded-xl bg-gray-100 p-4 text-gray-700">{t("detail.closed")}</p>
      )}
      <div className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
        <ReportForm jobId={job.id} applicationId={job.application_id} />
      </div>
    </>
  );
}
