import type { RedeemRequest } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney, formatPoints } from "../lib/format";
import { CopyButton } from "./copy-button";
import { DeliveredCards } from "./delivered-cards";
import { DetailList, type DetailRow } from "./detail-list";
import { StatusBadge } from "./status-badge";
import { usePointsText } from "./use-points-text";

/** A redemption's figures: the bank or the cards, the money, and what was delivered. */
export function RequestDetails({ request }: { request: RedeemRequest }) {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const money = (amount: number) => formatMoney(amount, request.currency, i18n.language);
  const isBank = request.kind === "bank_transfer";

  const rows: DetailRow[] = [
    [t("detail.kind"), t(`redeemKinds.${request.kind}`)],
    [t("detail.status"), <StatusBadge key="status" status={request.status} />],
    [t("detail.pointsSpent"), pointsText(request.point)],
  ];
  if (isBank) {
    rows.push(
      [t("bank.bankName"), request.bank_name ?? "—"],
      [t("bank.accountName"), request.account_name ?? "—"],
      [
        t("bank.accountNumber"),
        <span key="account" className="font-mono">
          {request.account_number ?? "—"}
        </span>,
      ],
      [t("quote.value"), money(request.transfer_amount)],
      [t("quote.fee"), money(request.fee)],
      [t("quote.receive"), money(Math.max(0, request.transfer_amount - request.fee))],
    );
  } else {
    if (request.provider) rows.push([t("cards.provider"), request.provider]);
    if (request.face_value !== null) rows.push([t("cards.faceValue"), money(request.face_value)]);
    if (request.card_count !== null) rows.push([t("cards.count"), formatPoints(request.card_count, i18n.language)]);
    rows.push([t("detail.totalValue"), money(request.transfer_amount)]);
  }

  return (
    <div className="space-y-4">
      <DetailList rows={rows} />
      {request.cards.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold text-gray-900">{t("codes.title")}</h3>
          <DeliveredCards cards={request.cards} />
        </div>
      )}
      {request.voucher && (
        <div>
          <h3 className="mb-2 font-semibold text-gray-900">{t("codes.voucher")}</h3>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3">
            <div>
              <p className="font-mono text-lg font-semibold tracking-wider break-all">{request.voucher.code}</p>
              <p className="text-sm text-gray-600">
                {request.voucher.used_at
                  ? t("codes.used", { date: formatDate(request.voucher.used_at, i18n.language) })
                  : t("codes.expires", { date: formatDate(request.voucher.expires_at, i18n.language) })}
              </p>
            </div>
            <CopyButton text={request.voucher.code} />
          </div>
        </div>
      )}
    </div>
  );
}
