import { quoteBankTransfer, type RedeemRate } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { DetailList, type DetailRow } from "../components/detail-list";
import { usePointsText } from "../components/use-points-text";
import { formatMoney, formatPoints } from "../lib/format";
import { thresholdCopy } from "../lib/redeem-market";

/**
 * What the points typed are worth, the bank's fee and what reaches the account, worked out here
 * with the same quote the server stores; below the market's threshold it says so too, unless the
 * points field already does (`thresholdShown`).
 */
export function TransferPreview({
  rate,
  points,
  balance,
  thresholdShown,
}: {
  rate: RedeemRate;
  points: number | null;
  balance: number;
  thresholdShown: boolean;
}) {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const money = (amount: number) => formatMoney(amount, rate.currency, i18n.language);
  const threshold = thresholdCopy(rate);

  if (!points) {
    return <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700">{t("quote.empty")}</p>;
  }
  const quote = quoteBankTransfer(rate, points);
  const rows: DetailRow[] = [
    [t("quote.value"), money(quote.transferAmount)],
    [t("quote.fee"), money(quote.fee)],
    [
      t("quote.receive"),
      <strong key="receive" className="text-lg text-gray-900">
        {money(quote.receiveAmount)}
      </strong>,
    ],
    [t("quote.balanceAfter"), points <= balance ? pointsText(balance - points) : t("quote.notEnough")],
  ];
  return (
    <section aria-labelledby="quote-title" className="rounded-xl bg-gray-50 px-4 py-2" data-testid="transfer-preview">
      <h3 id="quote-title" className="pt-2 text-sm font-semibold text-gray-700">
        {t("quote.title")}
      </h3>
      {!quote.allowed && !thresholdShown && (
        <p className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t(`bank.${threshold.key}`, { points: formatPoints(threshold.points, i18n.language) })}
        </p>
      )}
      <DetailList rows={rows} />
    </section>
  );
}
