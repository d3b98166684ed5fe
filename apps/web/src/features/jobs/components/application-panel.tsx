import type { Application } from "@rewards/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  dangerButton,
  primaryButton,
  quietButton,
  secondaryButton,
  smallSecondaryButton,
  textLink,
} from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { formatDay, formatPoints } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { ChatLink } from "../../../shared/chat";
import { applicationQuery, stepApplication } from "../api/jobs-api";
import { useJobRefusalText } from "../lib/refusal-text";
import { QuoteForm } from "./quote-form";
import { ReviewForm } from "./review-form";
import { StatusBadge } from "./status-badge";

type Step = "withdraw" | "worker_completed";

/**
 * The worker's own application to the job: its status and quote, and the steps open from there
 * (the state machine of spec section 4): edit or withdraw while not hired, report the work done
 * once hired, review the client after the completion.
 */
export function ApplicationPanel({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation("jobs");
  const refusalText = useJobRefusalText();
  const query = useQuery(applicationQuery(applicationId));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Step | null>(null);
  const step = useMutation({
    mutationFn: (status: Step) => stepApplication(applicationId, status),
    onSuccess: (_saved, status) => {
      setConfirming(null);
      toast.success(t(status === "withdraw" ? "application.withdrawn" : "application.reported"));
    },
    onError: (error) => toast.error(refusalText(error)),
  });
  const points = (value: number) => t("points", { points: formatPoints(value, i18n.language) });
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : null);

  if (!query.data) {
    return <ListState ns="jobs" query={query} empty={false} emptyText="" />;
  }
  const application: Application = query.data;
  const { status } = application;
  if (editing) {
    return (
      <section className="space-y-3 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-gray-900">{t("application.editTitle")}</h2>
        <QuoteForm
          jobId={application.job_id}
          application={application}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </section>
    );
  }
  return (
    <section
      aria-labelledby="application-title"
      data-testid="application-panel"
      className="space-y-4 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-title" className="text-lg font-bold text-gray-900">
          {t("application.title")}
        </h2>
        <StatusBadge status={status} />
      </div>
      <p className="text-sm text-gray-700">{t(`application.explain.${status}`)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-gray-800">
        <dt>{t("estimate.offer")}</dt>
        <dd className="text-right font-semibold" data-testid="application-offer">
          {points(application.offer_price)}
        </dd>
        <dt>{t("estimate.serviceFee")}</dt>
        <dd className="text-right">− {points(application.service_fee)}</dd>
        <dt className="font-semibold">{t("estimate.contractFee")}</dt>
        <dd className="text-right font-semibold">{points(application.contract_fee)}</dd>
        {application.start_date && (
          <>
            <dt>{t("quote.startDate")}</dt>
            <dd className="text-right">{day(application.start_date)}</dd>
          </>
        )}
        {application.end_date && (
          <>
            <dt>{t("quote.endDate")}</dt>
            <dd className="text-right">{day(application.end_date)}</dd>
          </>
        )}
        {application.deadline && (
          <>
            <dt>{t("quote.deadline")}</dt>
            <dd className="text-right">{day(application.deadline)}</dd>
          </>
        )}
      </dl>
      {application.message && (
        <p className="rounded-xl bg-gray-50 p-3 text-sm whitespace-pre-line">{application.message}</p>
      )}
      {status === "worker_completed" && application.auto_pay_at && (
        <p className="text-sm text-gray-700">{t("application.autoPay", { date: day(application.auto_pay_at) })}</p>
      )}
      {application.cancel_reason && (
        <p className="text-sm text-gray-700">{t("application.cancelReason", { reason: application.cancel_reason })}</p>
      )}
      {confirming ? (
        <div className="rounded-xl bg-amber-50 p-4">
          <fieldset className="space-y-3">
            <legend className="mb-3 font-semibold text-amber-950">{t(`application.confirm.${confirming}`)}</legend>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={confirming === "withdraw" ? dangerButton : primaryButton}
                disabled={step.isPending}
                onClick={() => step.mutate(confirming)}
              >
                {t(`application.yes.${confirming}`)}
              </button>
              <button type="button" className={quietButton} onClick={() => setConfirming(null)}>
                {t("cancel")}
              </button>
            </div>
          </fieldset>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {status === "applied" && (
            <>
              <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
                {t("application.edit")}
              </button>
              <button type="button" className={quietButton} onClick={() => setConfirming("withdraw")}>
                {t("application.withdraw")}
              </button>
            </>
          )}
          {status === "hired" && (
            <button type="button" className={primaryButton} onClick={() => setConfirming("worker_completed")}>
              {t("application.reportDone")}
            </button>
          )}
        </div>
      )}
      {(status === "completed" || status === "payment_complete") &&
        (application.worker_reviewed ? (
          <p className="rounded-xl bg-green-50 p-4 text-green-900" data-testid="reviewed">
            {t("review.reviewed")}
          </p>
        ) : (
          <ReviewForm applicationId={application.id} />
        ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChatLink applicationId={application.id} name={application.client.name} className={smallSecondaryButton} />
        <Link to="/home/flashjobs/applied" className={`${textLink} inline-block text-sm`}>
          {t("application.allApplied")}
        </Link>
      </div>
    </section>
  );
}
