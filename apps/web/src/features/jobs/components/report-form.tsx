import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { dangerButton, quietButton } from "../../../components/ui/buttons";
import { reportJob } from "../api/jobs-api";
import { checkReason } from "../lib/quote-form";
import { useJobRefusalText } from "../lib/refusal-text";
import { fieldClass } from "./quote-form";

/** Reports the job (or its client) to the back office, with a reason. */
export function ReportForm({ jobId, applicationId }: { jobId: string; applicationId: string | null }) {
  const { t } = useTranslation("jobs");
  const refusalText = useJobRefusalText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({ mutationFn: () => reportJob(jobId, applicationId, reason.trim()) });
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
        {t("report.sent")}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={quietButton} onClick={() => setOpen(true)}>
        {t("report.open")}
      </button>
    );
  }
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="report-form"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = checkReason(reason) !== null;
        setInvalid(problem);
        if (!problem) send.mutate();
      }}
    >
      <h3 className="font-semibold text-gray-900">{t("report.title")}</h3>
      <label className="block text-sm font-semibold text-gray-800">
        {t("report.reason")}
        <textarea
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={fieldClass}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-reason` : undefined}
        />
      </label>
      {invalid && (
        <p id={`${id}-reason`} className="text-sm text-red-700">
          {t("report.enterReason")}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {refusalText(send.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={dangerButton} disabled={send.isPending}>
          {t("report.send")}
        </button>
        <button type="button" className={quietButton} onClick={() => setOpen(false)}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
