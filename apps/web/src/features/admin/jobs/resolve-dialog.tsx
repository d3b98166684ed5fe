import { disputeResolutions, type JobDispute, quotation } from "@rewards/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { adminKey } from "../api/admin-api";
import { JobActionDialog } from "./action-dialog";
import { resolveDispute } from "./jobs-api";
import { isShareRefused, splitOf } from "./split";

type Resolution = (typeof disputeResolutions)[number];

/**
 * Settles a dispute: pay the worker all that escrow holds, refund it all to the client, or split
 * it (the worker's share in points, the rest back to the client), with both amounts shown before
 * the staff member confirms.
 */
export function ResolveDialog({ dispute, onClose }: { dispute: JobDispute | null; onClose: () => void }) {
  const { t, i18n } = useTranslation("admin");
  const refusalText = useRefusalText({ context: "dispute" });
  const queryClient = useQueryClient();
  const shareId = useId();
  const [resolution, setResolution] = useState<Resolution>("split");
  const [typed, setTyped] = useState("");
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const points = (value: number) => t("jobs.points", { points: value.toLocaleString(i18n.language) });
  const held = dispute?.amount ?? 0;
  const split = splitOf(typed, held);
  const resolve = useMutation({
    mutationFn: resolveDispute,
    onSuccess: () => {
      toast.success(t(`jobs.resolve.done.${resolution}`));
      close();
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: (error) => {
      setRefusal(isShareRefused(error) ? t("jobs.errors.share") : refusalText(error));
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
  const close = () => {
    setResolution("split");
    setTyped("");
    setTouched(false);
    setRefusal(null);
    onClose();
  };
  if (!dispute) return null;
  const names = {
    worker: dispute.worker.name || dispute.worker.email,
    client: dispute.client.name || dispute.client.email,
  };

  return (
    <JobActionDialog
      open
      onOpenChange={(open) => !open && close()}
      title={t("jobs.resolve.title", { job: dispute.job_title })}
      description={t("jobs.resolve.body", { amount: points(held), ...names })}
      confirmLabel={t(`jobs.resolve.confirm.${resolution}`)}
      withNote
      busy={resolve.isPending}
      refusal={refusal}
      ready={() => {
        setTouched(true);
        return resolution !== "split" || typeof split === "object";
      }}
      onConfirm={(note) => {
        setRefusal(null);
        resolve.mutate({
          id: dispute.id,
          resolution,
          note,
          ...(resolution === "split" && typeof split === "object" && { worker_amount: split.share }),
        });
      }}
    >
      <fieldset className="adm-plain flex flex-col gap-1">
        <legend className="adm-group-label">{t("jobs.resolve.how")}</legend>
        {disputeResolutions.map((option) => (
          <label key={option} className="adm-check">
            <input
              type="radio"
              name="resolution"
              value={option}
              checked={resolution === option}
              onChange={() => {
                setResolution(option);
                setRefusal(null);
              }}
            />
            {t(`jobs.resolutions.${option}`)}
          </label>
        ))}
      </fieldset>
      {resolution === "split" && (
        <div className="adm-field">
          <label htmlFor={shareId}>{t("jobs.resolve.share", { max: (held - 1).toLocaleString(i18n.language) })}</label>
          <input
            id={shareId}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            aria-invalid={touched && typeof split !== "object"}
            aria-describedby={`${shareId}-sum`}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefusal(null);
            }}
            onBlur={() => setTouched(true)}
          />
          {touched && typeof split !== "object" && (
            <span className="adm-error" role="alert">
              {t(`jobs.resolve.${split}`, { max: (held - 1).toLocaleString(i18n.language) })}
            </span>
          )}
        </div>
      )}
      {/* Stacked rather than side by side: a name and an amount both fit a phone's width this way. */}
      <dl className="m-0 flex flex-col gap-2" id={`${shareId}-sum`} data-testid="admin-dispute-sums">
        <div>
          <dt className="adm-muted wrap-anywhere">{t("jobs.resolve.toWorker", { name: names.worker })}</dt>
          <dd className="m-0 font-semibold">{workerLine()}</dd>
        </div>
        <div>
          <dt className="adm-muted wrap-anywhere">{t("jobs.resolve.toClient", { name: names.client })}</dt>
          <dd className="m-0 font-semibold">{clientLine()}</dd>
        </div>
      </dl>
    </JobActionDialog>
  );

  function workerLine() {
    if (resolution === "refund") return points(0);
    const gross = resolution === "pay" ? held : typeof split === "object" ? split.share : null;
    if (gross === null) return "—";
    return t("jobs.resolve.lessFee", { amount: points(gross), receives: points(quotation(gross).contract_fee) });
  }
  function clientLine() {
    if (resolution === "pay") return points(0);
    if (resolution === "refund") return points(held);
    return typeof split === "object" ? points(split.refund) : "—";
  }
}
