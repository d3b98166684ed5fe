import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { formatDay, formatPoints } from "../../../lib/format";
import { type ClientJob, clientJobsQuery } from "../api/job-posts-api";
import { ClientGate } from "../components/client-gate";
import { JobStatusBadge } from "../components/status-badge";

/** `/home/flashjobs/posts`: the client's jobs, each with its applicants and how many are hired. */
export function PostsPage() {
  const { t } = useTranslation("job-posts");
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t("list.title")}</h1>
        <Link to="/home/flashjobs/posts/new" className={`${primaryButton} w-full sm:w-auto`}>
          {t("list.new")}
        </Link>
      </div>
      <ClientGate>{() => <JobList />}</ClientGate>
    </div>
  );
}

function JobList() {
  const { t } = useTranslation("job-posts");
  const query = useInfiniteQuery(clientJobsQuery);
  const jobs = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <ListState
        ns="job-posts"
        rowClassName="h-28 rounded-2xl"
        query={query}
        rows={3}
        empty={query.isSuccess && jobs.length === 0}
        emptyText={t("list.empty")}
      />
      {jobs.length > 0 && (
        <ul className="space-y-3" data-testid="job-posts">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("list.more")}
        busyLabel={t("loading")}
      />
    </>
  );
}

function JobRow({ job }: { job: ClientJob }) {
  const { t, i18n } = useTranslation("job-posts");
  const locale = i18n.language;
  return (
    <li>
      <Link
        to={`/home/flashjobs/posts/${job.id}`}
        className="block rounded-2xl border border-gray-100 bg-white p-4 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-5"
        data-testid="job-post"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 font-semibold break-words text-gray-900">{job.title}</h2>
          <JobStatusBadge status={job.status} />
        </div>
        <p className="mt-1 text-sm text-gray-600">
          {t(`type.${job.job_type}`)}
          {job.job_type === "onsite" && job.address ? ` · ${job.address}` : ""}
        </p>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold text-gray-900">{t("points", { points: formatPoints(job.fee, locale) })}</span>
          <span className="text-gray-800" data-testid="applicants-count">
            {t("list.applicants", { count: job.applicants_count })}
          </span>
          <span className="text-gray-800">
            {t("list.hired", { hired: job.hired_count, needed: job.workers_needed })}
          </span>
          {job.deadline && (
            <span className="text-gray-600">{t("list.deadline", { date: formatDay(job.deadline, locale) })}</span>
          )}
        </div>
      </Link>
    </li>
  );
}
