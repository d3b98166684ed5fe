import type { RedeemDone } from "@rewards/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { DetailList } from "../components/detail-list";
import { StatusBadge } from "../components/status-badge";
import { usePointsText } from "../components/use-points-text";
import { formatMoney } from "../lib/format";

/** The transfer is requested: what was asked for, how long it takes, and the balance left. */
export function TransferDone({ done }: { done: RedeemDone }) {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const heading = useRef<HTMLHeadingElement>(null);
  const { request } = done;
  const money = (amount: number) => formatMoney(amount, request.currency, i18n.language);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-4" data-testid="transfer-done">
      <div className="rounded-xl border border-green-200 bg-green-50 p-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-green-900 focus:outline-none">
          {t("done.title")}
        </h2>
        <p className="mt-1 text-green-900">{t("done.processingTime")}</p>
      </div>
      <DetailList
        rows={[
          [t("detail.status"), <StatusBadge key="status" status={request.status} />],
          [t("detail.pointsSpent"), pointsText(request.point)],
          [t("quote.receive"), money(request.receive_amount)],
          [t("bank.bankName"), request.bank_name ?? "—"],
          [
            t("bank.accountNumber"),
            <span key="account" className="font-mono">
              {request.account_number ?? "—"}
            </span>,
          ],
          [t("quote.balanceLeft"), pointsText(done.remaining)],
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={`/home/points/${done.entry_id}`} className={primaryButton}>
          {t("done.seeDetails")}
        </Link>
        <Link to="/home/points" className={secondaryButton}>
          {t("done.backToPoints")}
        </Link>
      </div>
    </div>
  );
}
