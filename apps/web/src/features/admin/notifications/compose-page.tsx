import type { NotificationCampaignRequest } from "@rewards/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { ConfirmDialog } from "../components/reason-dialog";
import { type CampaignDraft, campaignResolver, inLanguage, newCampaignDraft } from "./campaign-draft";
import { CopyFields, DeliveryFields, SegmentFields, useAudience } from "./campaign-fields";
import { campaignQuery, campaignsKey, sendCampaign } from "./campaigns-api";

/** `/admin/notifications/new`: write an announcement in every language, choose who and when, confirm, send. */
export function ComposePage() {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => campaignResolver(t), [t]);
  const form = useForm<CampaignDraft, unknown, NotificationCampaignRequest>({
    defaultValues: newCampaignDraft(),
    resolver,
    reValidateMode: "onChange",
  });
  // After a first try, every change checks the whole form again, so the language tabs' marks follow.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const audience = useAudience(form.control);
  const [ready, setReady] = useState<NotificationCampaignRequest | null>(null);

  const send = useMutation({
    mutationFn: sendCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
      void queryClient.invalidateQueries({ queryKey: [...campaignsKey, "list"] });
      toast.success(t(ready?.send_at ? "notifications.scheduled" : "notifications.sending"));
      setReady(null);
      navigate(`/admin/notifications/${campaign.id}`, { replace: true });
    },
    onError: toastRefusal,
  });

  const onSubmit = form.handleSubmit(setReady, () => toast.error(t("notifications.fixErrors")));
  const members =
    audience.members === undefined ? t("notifications.someMembers") : audience.members.toLocaleString(i18n.language);
  const title = ready ? inLanguage(ready.title, i18n.language) : "";

  return (
    <FormProvider {...form}>
      <div className="max-w-[60rem]">
        <p>
          <Link to="/admin/notifications">{t("notifications.back")}</Link>
        </p>
        <h1 id="compose-heading">{t("notifications.new")}</h1>
        <form onSubmit={onSubmit} noValidate aria-labelledby="compose-heading">
          <fieldset className="adm-plain" disabled={send.isPending}>
            <CopyFields />
            <SegmentFields audience={audience} />
            <DeliveryFields />
          </fieldset>
          <div className="adm-actions">
            <button type="submit" className="adm-btn adm-btn-primary" disabled={send.isPending}>
              {t("notifications.review")}
            </button>
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={ready !== null}
        onOpenChange={(open) => !open && setReady(null)}
        title={t(ready?.send_at ? "notifications.confirmSchedule.title" : "notifications.confirmNow.title")}
        description={
          ready?.send_at
            ? t("notifications.confirmSchedule.body", {
                title,
                members,
                at: new Date(ready.send_at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }),
              })
            : t("notifications.confirmNow.body", { title, members })
        }
        confirmLabel={t(ready?.send_at ? "notifications.confirmSchedule.button" : "notifications.confirmNow.button")}
        dismissLabel={t("notifications.keepEditing")}
        busy={send.isPending}
        onConfirm={() => ready && send.mutate(ready)}
      />
    </FormProvider>
  );
}
