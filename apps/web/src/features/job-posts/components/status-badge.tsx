import type { ApplicationStatus, JobStatus } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { StatusBadge, type StatusTone } from "../../../components/ui/status-badge";

const jobTone: Record<JobStatus, StatusTone> = { draft: "neutral", open: "success", closed: "neutral" };

const applicationTone: Record<ApplicationStatus, StatusTone> = {
  applied: "info",
  declined: "neutral",
  withdraw: "neutral",
  hired: "waiting",
  worker_completed: "progress",
  completed: "success",
  payment_complete: "success",
  cancelled: "danger",
  disputed: "danger",
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation("job-posts");
  return <StatusBadge tone={jobTone[status]}>{t(`status.${status}`)}</StatusBadge>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("job-posts");
  return (
    <StatusBadge tone={applicationTone[status]} testId="applicant-status">
      {t(`applicationStatus.${status}`)}
    </StatusBadge>
  );
}
