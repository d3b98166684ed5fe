import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../../../components/form/text-field";
import { dangerButton, quietButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { cancelApplicant } from "../api/job-posts-api";
import { reasonProblem } from "../forms/job-values";

/**
 * Cancelling a hire needs a reason (the spec's 'Please enter your reason', 10 to 2000 characters).
 * Before the work is reported the points come back; after it the back office decides, and the
 * form says which before it is sent.
 */
export function CancelForm({
  applicationId,
  reported,
  onClose,
}: {
  applicationId: string;
  reported: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("job-posts");
  const id = useId();
  const refusalText = useRefusalText({ context: "jobPost" });
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reasonProblem(reason)) {
      setError(t("errors.reason"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await cancelApplicant(applicationId, reason.trim());
      toast.success(t(reported ? "cancel.disputed" : "cancel.refunded"));
      onClose();
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3 rounded-xl bg-red-50/60 p-4" data-testid="cancel-form">
      <p className="text-sm text-gray-800">{t(reported ? "cancel.afterReport" : "cancel.beforeReport")}</p>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {t("cancel.reason")}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {t("cancel.hint")}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={quietButton} onClick={onClose}>
          {t("cancel.keep")}
        </button>
        <button type="submit" className={dangerButton} disabled={pending} aria-busy={pending}>
          {pending ? t("form.sending") : t("cancel.send")}
        </button>
      </div>
    </form>
  );
}
