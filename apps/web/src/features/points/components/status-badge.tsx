import type { RedeemStatus } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { StatusBadge as Badge, type StatusTone } from "../../../components/ui/status-badge";

const tone: Record<RedeemStatus, StatusTone> = {
  requested: "waiting",
  processing: "info",
  paid: "success",
  rejected: "danger",
};

/** Where a redeem request stands, as a small pill. */
export function StatusBadge({ status }: { status: RedeemStatus }) {
  const { t } = useTranslation("points");
  return (
    <Badge tone={tone[status]} testId="redeem-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
