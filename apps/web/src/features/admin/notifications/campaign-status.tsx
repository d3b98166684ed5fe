import type { AdminNotificationCampaign, CampaignStatus } from "@rewards/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** A campaign's status as a coloured badge. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`adm-status ntf-status-${status}`} data-testid="campaign-status">
      {t(`notifications.statuses.${status}`)}
    </span>
  );
}

/** Whom it reached: everyone told once sent, the count so far while sending, the segment's size before. */
export function reachOf(campaign: AdminNotificationCampaign, language: string, t: TFunction<"admin">) {
  const number = (value: number) => value.toLocaleString(language);
  if (campaign.status === "sent" || campaign.status === "sending") {
    return t("notifications.told", { count: campaign.recipients, formatted: number(campaign.recipients) });
  }
  return t("notifications.segmentSize", { count: campaign.audience, formatted: number(campaign.audience) });
}
