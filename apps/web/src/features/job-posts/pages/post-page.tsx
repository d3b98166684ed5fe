import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { primaryButton, quietDangerButton, secondaryButton, textLink } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { formatDay, formatPoints } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { applicantsQuery, type ClientJob, clientJobQuery, setJobStatus } from "../api/job-posts-api";
import { ApplicantCard } from "../components/applicant-card";
import { ClientGate } from "../components/client-gate";
import { JobStatusBadge } from "../components/status-badge";

/**
 * `/home/flashjobs/posts/:id`: one of the client's jobs, its publishing and closing, and its
 * applicants with every step of their applications (`?applicant=` opens at one, as notifications link).
 */
export function PostPage() {
  const { t } = useTranslation("job-posts");
  const { id = "" } = useParams();
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <p>
        <Link to="/home/flashjobs/posts" className={textLink}>
          {t("list.back")}
        </Link>
      </p>
      <ClientGate>{() => <Post id={id} />}</ClientGate>
    </div>
  );
}

function Post({ id }: { id: string }) {
  const { t } = useTranslation("job-posts");
  const job = useQuery(clientJobQuery(id));
  const missing = job.error instanceof ApiError && job.error.status === 404;
  if (!job.isSuccess)
    return (
      <ListState
        ns="job-posts"
        rowClassName="h-28 rounded-2xl"
        rows={1}
        empty={false}
        query={job}
        message={missing ? t("job.notFound") : undefined}
      />
    );
  return (
    <>
      <JobSummary job={job.data} />
      <Applicants job={job.data} />
    </>
  );
}

function JobSummary({ job }: { job: ClientJob }) {
  const { t, i18n } = useTranslation("job-posts");
  const locale = i18n.language;
  const points = (value: number) => t("points", { points: formatPoints(value, locale) });
  const refusalText = useRefusalText({ context: "jobPost" });
  const [busy, setBusy] = useState<"publish" | "close" | null>(null);
  const change = async (step: "publish" | "close") => {
    setBusy(step);
    try {
      await setJobStatus(job.id, step);
      toast.success(t(step === "publish" ? "job.publishedToast" : "job.closedToast"));
    } catch (error) {
      toast.error(refusalText(error));
    } finally {
      setBusy(null);
    }
  };
  const facts: [string, string][] = [
    [t("job.fee"), points(job.fee)],
    [t("job.serviceFee"), points(job.service_fee)],
    [t("job.contractFee"), points(job.contract_fee)],
    [t("job.workers"), t("list.hired", { hired: job.hired_count, needed: job.workers_needed })],
  ];
  if (job.deadline) facts.push([t("job.deadline"), formatDay(job.deadline, locale)]);
  if (job.start_date || job.end_date) {
    facts.push([
      t("job.dates"),
      [job.start_date, job.end_date].map((day) => (day ? formatDay(day, locale) : "…")).join(" – "),
    ]);
  }
  if (job.start_time) facts.push([t("job.startTime"), job.start_time]);
  if (job.delivery_time) facts.push([t("job.delivery"), job.delivery_time]);

  return (
    <section
      aria-labelledby="job-title"
      className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6"
      data-testid="job-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="job-title" className="min-w-0 text-2xl font-bold break-words text-gray-900">
          {job.title}
        </h1>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {t(`type.${job.job_type}`)}
        {job.job_type === "onsite" && job.address ? ` · ${job.address}` : ""}
      </p>
      {job.description && <p className="mt-3 whitespace-pre-line break-words text-gray-800">{job.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {job.status === "draft" && (
          <button
            type="button"
            className={primaryButton}
            disabled={busy !== null}
            aria-busy={busy === "publish"}
            onClick={() => void change("publish")}
          >
            {t("job.publish")}
          </button>
        )}
        <Link to={`/home/flashjobs/posts/${job.id}/edit`} className={secondaryButton}>
          {t("job.edit")}
        </Link>
        {job.status !== "closed" && (
          <button
            type="button"
            className={quietDangerButton}
            disabled={busy !== null}
            aria-busy={busy === "close"}
            onClick={() => {
              if (window.confirm(t("job.closeConfirm"))) void change("close");
            }}
          >
            {t("job.close")}
          </button>
        )}
      </div>
    </section>
  );
}

function Applicants({ job }: { job: ClientJob }) {
  const { t } = useTranslation("job-posts");
  const [params] = useSearchParams();
  const focus = params.get("applicant");
  const applicants = useQuery(applicantsQuery(job.id));
  const list = applicants.data ?? [];
  const withdrew = list.filter((application) => application.status === "withdraw").length;
  // A notification's link opens at its applicant once the list is there.
  useEffect(() => {
    if (focus && applicants.isSuccess)
      document.getElementById(`applicant-${focus}`)?.scrollIntoView({ block: "start" });
  }, [focus, applicants.isSuccess]);
  return (
    <section aria-labelledby="applicants-title" className="space-y-3">
      <h2 id="applicants-title" className="text-lg font-bold text-gray-900">
        {t("job.applicants", { count: job.applicants_count })}
        {/* The count is of those still applying; the list below keeps the ones who withdrew. */}
        {withdrew > 0 && (
          <span className="ml-1 text-sm font-normal text-gray-600"> · {t("job.withdrew", { count: withdrew })}</span>
        )}
      </h2>
      <ListState
        ns="job-posts"
        rowClassName="h-28 rounded-2xl"
        query={applicants}
        rows={2}
        empty={applicants.isSuccess && list.length === 0}
        emptyText={t(job.status === "draft" ? "job.noApplicantsDraft" : "job.noApplicants")}
      />
      {list.length > 0 && (
        <ul className="space-y-3" data-testid="applicants">
          {list.map((application) => (
            <ApplicantCard key={application.id} application={application} focused={application.id === focus} />
          ))}
        </ul>
      )}
    </section>
  );
}
