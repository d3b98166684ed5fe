import type { Application } from "@rewards/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  dangerButton,
  primaryButton,
  quietDangerButton,
  smallSecondaryButton,
  textLink,
} from "../../../components/ui/buttons";
import { ConfirmStep } from "../../../components/ui/confirm-step";
import { formatDay, formatPoints } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { ChatLink } from "../../../shared/chat";
import { useRefusalText } from "../../../shared/refusals";
import { applicantStep } from "../api/job-posts-api";
import { clientActions, escrowState } from "../lib/application-view";
import { CancelForm } from "./cancel-form";
import { ReviewForm } from "./review-form";
import { ApplicationStatusBadge } from "./status-badge";
import { Timeline } from "./timeline";

const escrowTone = {
  none: "bg-gray-50 text-gray-700",
  held: "bg-amber-50 text-amber-900",
  disputed: "bg-red-50 text-red-900",
  paid: "bg-green-50 text-green-900",
  refunded: "bg-blue-50 text-blue-900",
} as const;

/**
 * One applicant of the client's job: who (a link to the worker's profile), the quote and what the
 * worker receives of it, where the client's points are, what happened so far, and the steps the
 * application's status allows.
 */
export function ApplicantCard({ application, focused }: { application: Application; focused: boolean }) {
  const { t, i18n } = useTranslation("job-posts");
  const locale = i18n.language;
  const points = (value: number) => formatPoints(value, locale);
  const refusalText = useRefusalText({ context: "jobPost" });
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [panel, setPanel] = useState<"cancel" | "hire" | "confirm" | null>(null);
  const actions = clientActions(application.status, application.client_reviewed);
  const escrow = escrowState(application);
  const { worker } = application;

  const step = async (name: "hire" | "decline" | "confirm") => {
    setBusy(name);
    setRefusal(null);
    try {
      await applicantStep(application.id, name, application.offer_price);
      setPanel(null);
      toast.success(t(`applicant.done.${name}`));
    } catch (error) {
      setRefusal(refusalText(error));
      setPanel(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <li
      id={`applicant-${application.id}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${focused ? "border-brand-700 ring-2 ring-brand-200" : "border-gray-100"}`}
      data-testid="applicant"
    >
      <div className="flex items-start gap-3">
        <Avatar name={worker.name} avatar={worker.avatar} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-gray-900">
            {worker.profile_id ? (
              <Link to={`/home/flashjobs/${worker.profile_id}`} className={textLink}>
                {worker.name}
              </Link>
            ) : (
              worker.name
            )}
          </p>
          <p className="mt-0.5 text-sm text-gray-600">
            {worker.rate === null
              ? t("applicant.noRating")
              : t("applicant.rating", {
                  rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(worker.rate),
                })}
            {worker.verified && <span className="ml-2 font-medium text-green-800">· {t("applicant.verified")}</span>}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <ApplicationStatusBadge status={application.status} />
            <ChatLink applicationId={application.id} name={worker.name} className={smallSecondaryButton} />
          </div>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">{t("applicant.quote")}</dt>
          <dd className="font-semibold text-gray-900" data-testid="applicant-quote">
            {t("points", { points: points(application.offer_price) })}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("applicant.receives")}</dt>
          <dd className="text-gray-900">{t("points", { points: points(application.contract_fee) })}</dd>
        </div>
        {(application.start_date || application.end_date) && (
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-gray-600">{t("applicant.dates")}</dt>
            <dd className="text-gray-900">
              {[application.start_date, application.end_date]
                .map((day) => (day ? formatDay(day, locale) : "…"))
                .join(" – ")}
            </dd>
          </div>
        )}
      </dl>
      {application.message && (
        <p className="mt-3 rounded-xl bg-gray-50 p-3 text-sm whitespace-pre-line break-words text-gray-800">
          {application.message}
        </p>
      )}

      <p className={`mt-3 rounded-xl px-3 py-2 text-sm font-medium ${escrowTone[escrow]}`} data-testid="escrow-state">
        {t(`applicant.escrow.${escrow}`, {
          points: points(application.offer_price),
          worker: points(application.contract_fee),
          fee: points(application.service_fee),
        })}
      </p>
      {application.cancel_reason && (
        <p className="mt-2 text-sm break-words text-gray-700">
          {t("applicant.reasonGiven", { reason: application.cancel_reason })}
        </p>
      )}

      <Timeline application={application} />

      {refusal && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      {(actions.includes("hire") || actions.includes("confirm") || actions.includes("cancel")) && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.includes("hire") && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy !== null}
              aria-expanded={panel === "hire"}
              onClick={() => setPanel("hire")}
            >
              {t("applicant.hire", { points: points(application.offer_price) })}
            </button>
          )}
          {actions.includes("decline") && (
            <button
              type="button"
              className={quietDangerButton}
              disabled={busy !== null}
              onClick={() => void step("decline")}
            >
              {t("applicant.decline")}
            </button>
          )}
          {actions.includes("confirm") && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy !== null}
              aria-expanded={panel === "confirm"}
              onClick={() => setPanel("confirm")}
            >
              {t("applicant.confirm")}
            </button>
          )}
          {actions.includes("cancel") && panel !== "cancel" && (
            <button type="button" className={dangerButton} disabled={busy !== null} onClick={() => setPanel("cancel")}>
              {t("applicant.cancel")}
            </button>
          )}
        </div>
      )}
      {(panel === "hire" || panel === "confirm") && actions.includes(panel) && (
        <ConfirmStep
          testId={`confirm-${panel}`}
          title={t(`applicant.sure.${panel}.title`, { name: worker.name, points: points(application.offer_price) })}
          confirmLabel={
            busy === panel
              ? t("form.sending")
              : t(`applicant.sure.${panel}.yes`, {
                  points: points(application.offer_price),
                  worker: points(application.contract_fee),
                })
          }
          backLabel={t("applicant.sure.back")}
          busy={busy !== null}
          onConfirm={() => void step(panel)}
          onBack={() => setPanel(null)}
        >
          <p>
            {t(`applicant.sure.${panel}.what`, {
              name: worker.name,
              points: points(application.offer_price),
              worker: points(application.contract_fee),
              fee: points(application.service_fee),
            })}
          </p>
          <p>{t(`applicant.sure.${panel}.next`, { name: worker.name })}</p>
        </ConfirmStep>
      )}
      {panel === "cancel" && actions.includes("cancel") && (
        <CancelForm
          applicationId={application.id}
          reported={application.status === "worker_completed"}
          onClose={() => setPanel(null)}
        />
      )}
      {actions.includes("review") && <ReviewForm applicationId={application.id} workerName={worker.name} />}
      {application.client_reviewed && (
        <p className="mt-4 rounded-xl bg-green-50 px-3 py-2 text-sm font-medium text-green-900" data-testid="reviewed">
          {t("review.thanks")}
        </p>
      )}
    </li>
  );
}

function Avatar({ name, avatar }: { name: string; avatar: string | null }) {
  if (avatar) {
    return <img src={avatar} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
