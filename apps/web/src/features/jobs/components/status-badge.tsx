import type { ApplicationStatus } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { StatusBadge as Badge, type StatusTone } from "../../../components/ui/status-badge";

const tone: Record<ApplicationStatus, StatusTone> = {
  applied: "info",
  declined: "neutral",
  withdraw: "neutral",
  hired: "waiting",
  worker_completed: "waiting",
  completed: "success",
  payment_complete: "success",
  cancelled: "danger",
  disputed: "danger",
};

/** An application's status in the spec's words (hired shows as processing). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("jobs");
  return (
    <Badge tone={tone[status]} testId="application-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
