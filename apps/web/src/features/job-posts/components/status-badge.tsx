import type { ApplicationStatus, JobStatus } from "@rewards/contracts";
import { useTranslation } from "react-i18next";

const jobTone: Record<JobStatus, string> = {
  draft: "bg-gray-100 text-gray-800",
  open: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};

const applicationTone: Record<ApplicationStatus, string> = {
  applied: "bg-blue-100 text-blue-900",
  declined: "bg-gray-100 text-gray-800",
  withdraw: "bg-gray-100 text-gray-800",
  hired: "bg-amber-100 text-amber-900",
  worker_completed: "bg-violet-100 text-violet-900",
  completed: "bg-green-100 text-green-900",
  payment_complete: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
  disputed: "bg-red-100 text-red-900",
};

const badge = "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation("job-posts");
  return <span className={`${badge} ${jobTone[status]}`}>{t(`status.${status}`)}</span>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("job-posts");
  return (
    <span className={`${badge} ${applicationTone[status]}`} data-testid="applicant-status">
      {t(`applicationStatus.${status}`)}
    </span>
  );
}
