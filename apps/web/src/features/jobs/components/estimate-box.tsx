import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { formatPoints } from "../../../lib/format";
import { estimate } from "../api/jobs-api";

/** Waits for a pause in typing: one estimate an offer, not a keystroke. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The estimate of the offer before it is sent (spec: 'estimate with offer price'): the service fee
 * and what the worker receives, the contract fee. `onReady` says whether it is in for this offer.
 */
export function EstimateBox({
  offer,
  applicationId,
  onReady,
}: {
  offer: number | null;
  applicationId?: string;
  onReady: (ready: boolean) => void;
}) {
  const { t, i18n } = useTranslation("jobs");
  const settled = useSettled(offer);
  const quote = useQuery({
    queryKey: ["job-estimate", settled, applicationId ?? null],
    queryFn: ({ signal }) => estimate(settled ?? 0, applicationId, signal),
    enabled: settled !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const ready = settled === offer && offer !== null && quote.isSuccess && quote.data.offer_price === offer;
  useEffect(() => onReady(ready), [ready, onReady]);
  const points = (value: number) => t("points", { points: formatPoints(value, i18n.language) });

  if (offer === null) return null;
  return (
    <section
      aria-live="polite"
      aria-label={t("estimate.title")}
      className="rounded-xl bg-brand-50 p-4"
      data-testid="estimate"
    >
      <h3 className="text-sm font-semibold text-brand-900">{t("estimate.title")}</h3>
      {quote.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-red-800">
          <p>{t("estimate.error")}</p>
          <button type="button" className={smallSecondaryButton} onClick={() => void quote.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : ready && quote.data ? (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-gray-800">
          <dt>{t("estimate.offer")}</dt>
          <dd className="text-right font-semibold">{points(quote.data.offer_price)}</dd>
          <dt>{t("estimate.serviceFee")}</dt>
          <dd className="text-right font-semibold" data-testid="estimate-service-fee">
            − {points(quote.data.service_fee)}
          </dd>
          <dt className="font-semibold text-brand-900">{t("estimate.contractFee")}</dt>
          <dd className="text-right font-bold text-brand-900" data-testid="estimate-contract-fee">
            {points(quote.data.contract_fee)}
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{t("estimate.working")}</p>
      )}
    </section>
  );
}
