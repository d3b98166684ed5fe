import type { Application } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, quietButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { applyTo, editQuote } from "../api/jobs-api";
import { checkQuote, messageMax, parseOffer, type QuoteErrors, type QuoteFields, quoteBody } from "../lib/quote-form";
import { useJobRefusalText } from "../lib/refusal-text";
import { EstimateBox } from "./estimate-box";

export const fieldClass =
  "mt-1 min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-base font-normal focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-700";

const localDay = (instant: string | null) => {
  if (!instant) return "";
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The quote: an offer (at least 10000), the dates the worker can do it, a deadline and a note.
 * The estimate shows under the offer before anything is sent; sending waits for it. With
 * `application` it changes that quote (allowed while not hired).
 */
export function QuoteForm({
  jobId,
  application,
  onDone,
  onCancel,
}: {
  jobId: string;
  application?: Application;
  onDone: (application: Application) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("jobs");
  const refusalText = useJobRefusalText();
  const id = useId();
  const [fields, setFields] = useState<QuoteFields>({
    offer: application ? String(application.offer_price) : "",
    startDate: application?.start_date ?? "",
    endDate: application?.end_date ?? "",
    deadline: localDay(application?.deadline ?? null),
    message: application?.message ?? "",
  });
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [estimated, setEstimated] = useState(false);
  const offer = parseOffer(fields.offer);
  const validOffer = checkQuote(fields).offer === undefined ? offer : null;
  const send = useMutation({
    mutationFn: () => (application ? editQuote(application.id, quoteBody(fields)) : applyTo(jobId, quoteBody(fields))),
    onSuccess: (saved) => {
      toast.success(t(application ? "quote.edited" : "quote.sent"));
      onDone(saved);
    },
  });
  const set = (name: keyof QuoteFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields({ ...fields, [name]: event.target.value });
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkQuote(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || !estimated) return;
    send.mutate();
  };
  const error = (name: keyof QuoteFields) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {t(`quote.${errors[name]}`)}
      </p>
    ) : null;
  const described = (name: keyof QuoteFields) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="quote-form">
      <label className="block text-sm font-semibold text-gray-800">
        {t("quote.offer")}
        <input
          inputMode="numeric"
          autoComplete="off"
          value={fields.offer}
          onChange={set("offer")}
          className={fieldClass}
          {...described("offer")}
        />
        <span className="mt-1 block text-xs font-normal text-gray-600">{t("quote.offerHint")}</span>
      </label>
      {error("offer")}
      <EstimateBox offer={validOffer} onReady={setEstimated} {...(application && { applicationId: application.id })} />
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="block text-sm font-semibold text-gray-800">
          {t("quote.startDate")}
          <input type="date" value={fields.startDate} onChange={set("startDate")} className={fieldClass} />
        </label>
        <div>
          <label className="block text-sm font-semibold text-gray-800">
            {t("quote.endDate")}
            <input
              type="date"
              value={fields.endDate}
              min={fields.startDate || undefined}
              onChange={set("endDate")}
              className={fieldClass}
              {...described("endDate")}
            />
          </label>
          {error("endDate")}
        </div>
        <div>
          <label className="block text-sm font-semibold text-gray-800">
            {t("quote.deadline")}
            <input
              type="date"
              value={fields.deadline}
              min={fields.startDate || undefined}
              onChange={set("deadline")}
              className={fieldClass}
              {...described("deadline")}
            />
          </label>
          {error("deadline")}
        </div>
      </div>
      <label className="block text-sm font-semibold text-gray-800">
        {t("quote.message")}
        <textarea
          rows={3}
          maxLength={messageMax}
          value={fields.message}
          onChange={set("message")}
          className={fieldClass}
          {...described("message")}
        />
      </label>
      {error("message")}
      {send.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {refusalText(send.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={`${primaryButton} flex-1 sm:flex-none`}
          disabled={send.isPending || (validOffer !== null && !estimated)}
        >
          {send.isPending ? t("quote.sending") : t(application ? "quote.save" : "quote.send")}
        </button>
        {onCancel && (
          <button type="button" className={quietButton} onClick={onCancel}>
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
