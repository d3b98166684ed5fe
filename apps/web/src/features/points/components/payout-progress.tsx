import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { payoutQuery } from "../api/payouts-api";
import { pointsKey } from "../api/points-api";
import { formatDateTime, formatMoney } from "../lib/format";
import { payoutStepsOf } from "../lib/payout-steps";

const dotClass = {
  done: "border-brand-700 bg-brand-700",
  current: "border-brand-700 bg-white ring-4 ring-brand-100",
  upcoming: "border-gray-300 bg-white",
  failed: "border-red-700 bg-red-700",
} as const;

/**
 * A bank or e-wallet cash-out's way to the account, followed live: each step with its time, a
 * failure with its reason in the member's language. A transfer from before payouts has none and
 * shows nothing here.
 */
export function PayoutProgress({ requestId }: { requestId: string }) {
  const { t, i18n } = useTranslation("points");
  const payout = useQuery(payoutQuery(requestId));
  const queryClient = useQueryClient();
  const seenOnItsWay = useRef(false);
  const status = payout.data?.status;
  // Arrived or came back while watched: the request, the balance and the history changed with it.
  useEffect(() => {
    if (status === "requested" || status === "sent") seenOnItsWay.current = true;
    else if (status && seenOnItsWay.current) {
      seenOnItsWay.current = false;
      void queryClient.invalidateQueries({ queryKey: pointsKey });
    }
  }, [status, queryClient]);
  if (!payout.data) return null;
  const data = payout.data;
  const steps = payoutStepsOf(data);
  return (
    <Card id="payout-title" title={t("payout.title")}>
      <p className="mb-4 text-sm text-gray-700" data-testid="payout-destination">
        {t("payout.destination", {
          amount: formatMoney(data.amount, data.currency, i18n.language),
          channel: data.channel_name,
          account: data.account_number,
        })}
      </p>
      <ol className="space-y-0" aria-label={t("payout.title")} aria-live="polite" data-testid="payout-steps">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === "current" ? "step" : undefined}
            data-step={step.key}
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-5 left-[9px] h-[calc(100%-1.25rem)] w-0.5 ${step.state === "done" || step.state === "failed" ? "bg-brand-700" : "bg-gray-200"}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-0.5 size-5 shrink-0 rounded-full border-2 ${dotClass[step.state]}`}
            />
            <div className="min-w-0">
              <p
                className={`font-semibold ${step.state === "upcoming" ? "text-gray-600" : step.state === "failed" ? "text-red-800" : "text-gray-900"}`}
              >
                {t(`payout.steps.${step.key}`)}
                {step.state === "upcoming" && <span className="sr-only"> ({t("timeline.upcoming")})</span>}
              </p>
              {step.at && <p className="text-sm text-gray-600">{formatDateTime(step.at, i18n.language)}</p>}
              {step.key === "failed" && (
                <p className="mt-1 text-sm text-gray-800">
                  {t(
                    `payout.reasons.${data.status === "cancelled" && !data.failure_code ? "CANCELLED_BY_OPERATOR" : (data.failure_code ?? "UNKNOWN")}`,
                  )}
                </p>
              )}
              {step.key === "returned" && (
                <p className="mt-1 text-sm font-medium text-green-800">{t("detail.pointsReturned")}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
