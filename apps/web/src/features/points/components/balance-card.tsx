import { pointLifetimeYears } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pointSummaryQuery } from "../api/points-api";
import { formatDate, formatMoney, formatPoints } from "../lib/format";

const redeemLink =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-white px-6 py-2.5 font-semibold text-brand-800 " +
  "shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The balance in points and in local money, when it would expire, and the way to redeem it. */
export function BalanceCard() {
  const { t, i18n } = useTranslation("points");
  const summary = useQuery(pointSummaryQuery);
  const data = summary.data;

  return (
    <section
      aria-labelledby="balance-title"
      aria-busy={summary.isPending}
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="balance-title" className="text-sm font-medium text-brand-50">
        {t("balance.title")}
      </h2>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-4xl font-bold tracking-tight tabular-nums" data-testid="points-balance">
            {data ? formatPoints(data.remaining, i18n.language) : "…"}
            <span className="ml-2 text-lg font-semibold">{t("balance.unit")}</span>
          </p>
          {data && (
            <p className="mt-1 text-brand-50" data-testid="points-balance-local">
              {t("balance.worth", {
                amount: formatMoney(data.remaining_local.amount, data.remaining_local.currency, i18n.language),
              })}
            </p>
          )}
        </div>
        <Link to="/home/points/redeem" className={redeemLink}>
          {t("balance.redeem")}
        </Link>
      </div>
      {summary.isError && (
        <p role="alert" className="mt-3 text-sm text-white">
          {t("balance.unavailable")}
        </p>
      )}
      <p className="mt-4 border-t border-white/20 pt-3 text-sm text-brand-50">
        {data?.expires_at
          ? t("balance.expiresOn", { date: formatDate(data.expires_at, i18n.language) })
          : t("balance.lifetime", { years: pointLifetimeYears })}
      </p>
    </section>
  );
}
