import { type AdminNotificationCampaign, memberLocales } from "@rewards/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { LoadFailed } from "../components/load-failed";
import { ConfirmDialog } from "../components/reason-dialog";
import { inLanguage } from "./campaign-draft";
import { CampaignStatusBadge, reachOf } from "./campaign-status";
import { campaignQuery, campaignsKey, cancelCampaign } from "./campaigns-api";

/** `/admin/notifications/:id`: what was sent to whom and when, and its cancel while it waits. */
export function CampaignPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("admin");
  const campaign = useQuery(campaignQuery(id));
  return (
    <div className="max-w-[60rem]">
      <p>
        <Link to="/admin/notifications">{t("notifications.back")}</Link>
      </p>
      {campaign.isError && <LoadFailed error={campaign.error} />}
      {campaign.isPending && <div aria-busy="true" />}
      {campaign.data && <CampaignDetails campaign={campaign.data} />}
    </div>
  );
}

function CampaignDetails({ campaign }: { campaign: AdminNotificationCampaign }) {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelCampaign,
    onSuccess: (cancelled) => {
      queryClient.setQueryData(campaignQuery(cancelled.id).queryKey, cancelled);
      void queryClient.invalidateQueries({ queryKey: [...campaignsKey, "list"] });
      toast.success(t("notifications.cancelled"));
      setConfirming(false);
    },
    onError: (error) => {
      toastRefusal(error);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
  const time = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const { segment } = campaign;
  const range = (min: number | null, max: number | null) =>
    min === null && max === null
      ? t("notifications.any")
      : min === null
        ? t("notifications.atMost", { max })
        : max === null
          ? t("notifications.atLeast", { min })
          : min === max
            ? String(min)
            : `${min} – ${max}`;

  return (
    <>
      <h1>{inLanguage(campaign.title, i18n.language)}</h1>
      <section className="adm-panel" aria-labelledby="campaign-state">
        <h2 id="campaign-state">{t("notifications.state")}</h2>
        <dl className="adm-details">
          <dt>{t("notifications.status")}</dt>
          <dd>
            <CampaignStatusBadge status={campaign.status} />
          </dd>
          <dt>{t("notifications.sendAt")}</dt>
          <dd>{time(campaign.send_at)}</dd>
          {campaign.sent_at && (
            <>
              <dt>{t("notifications.sentAt")}</dt>
              <dd>{time(campaign.sent_at)}</dd>
            </>
          )}
          {campaign.cancelled_at && (
            <>
              <dt>{t("notifications.cancelledAt")}</dt>
              <dd>{time(campaign.cancelled_at)}</dd>
            </>
          )}
          <dt>{t("notifications.reach")}</dt>
          <dd data-testid="campaign-reach">{reachOf(campaign, i18n.language, t)}</dd>
          <dt>{t("notifications.createdBy")}</dt>
          <dd>
            {campaign.created_by_email ?? "—"} · {time(campaign.created_at)}
          </dd>
        </dl>
        {campaign.status === "scheduled" && (
          <div className="adm-actions">
            <button type="button" className="adm-btn adm-btn-danger" onClick={() => setConfirming(true)}>
              {t("notifications.cancel.button")}
            </button>
          </div>
        )}
      </section>
      <section className="adm-panel" aria-labelledby="campaign-who">
        <h2 id="campaign-who">{t("notifications.segment")}</h2>
        <dl className="adm-details">
          <dt>{t("notifications.fields.markets")}</dt>
          <dd>{segment.markets.map((market) => t(`notifications.markets.${market}`)).join(", ")}</dd>
          <dt>{t("notifications.level")}</dt>
          <dd>{range(segment.min_level, segment.max_level)}</dd>
          <dt>{t("notifications.age")}</dt>
          <dd>{range(segment.min_age, segment.max_age)}</dd>
          <dt>{t("notifications.active")}</dt>
          <dd>
            {segment.active_within_days === null
              ? t("notifications.any")
              : t("notifications.activeDays", { count: segment.active_within_days })}
          </dd>
          <dt>{t("notifications.link")}</dt>
          <dd className="wrap-anywhere">{campaign.link ?? "—"}</dd>
        </dl>
      </section>
      <section className="adm-panel" aria-labelledby="campaign-words">
        <h2 id="campaign-words">{t("notifications.copy")}</h2>
        <div className="grid gap-3 md:grid-cols-3">
          {memberLocales.map((locale) => (
            <article
              key={locale}
              lang={locale}
              className="min-w-0 rounded-lg border border-console-line p-3 [&_h3]:m-0 [&_h3]:mb-1 [&_h3]:text-[1rem] [&_h3]:font-semibold [&_h3]:wrap-anywhere"
              aria-label={t(`notifications.locales.${locale}`)}
            >
              <p className="adm-group-label">{t(`notifications.locales.${locale}`)}</p>
              <h3>{campaign.title[locale]}</h3>
              <p className="m-0 whitespace-pre-line wrap-anywhere">{campaign.body[locale]}</p>
            </article>
          ))}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("notifications.cancel.title")}
        description={t("notifications.cancel.body", {
          title: inLanguage(campaign.title, i18n.language),
          at: time(campaign.send_at),
        })}
        confirmLabel={t("notifications.cancel.confirm")}
        dismissLabel={t("notifications.cancel.keep")}
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(campaign.id)}
      />
    </>
  );
}
