import { pointMarkets } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../use-formatters";

const cell = "border-b border-brand-100 px-4 py-3 text-start";

/** What a point is worth in each market and when redemption opens there. */
export function PointValuesTable() {
  const { t } = useTranslation("public-site/about");
  const { number, money } = useFormatters();
  const { vietnam, indonesia } = pointMarkets;
  const rows = [
    {
      country: t("howItWork.points.vietnam"),
      value: money(vietnam.localPerCent, vietnam.currency),
      minimum: t("howItWork.points.redeemAbove", { points: number(vietnam.redeemAboveCents) }),
    },
    {
      country: t("howItWork.points.indonesia"),
      value: money(indonesia.localPerCent, indonesia.currency),
      minimum: t("howItWork.points.redeemFrom", { points: number(indonesia.redeemFromCents) }),
    },
  ];
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full min-w-72 border-collapse text-gray-800">
        <caption className="sr-only">{t("howItWork.points.caption")}</caption>
        <thead className="bg-brand-50 text-gray-900">
          <tr>
            <th scope="col" className={cell}>
              {t("howItWork.points.country")}
            </th>
            <th scope="col" className={cell}>
              {t("howItWork.points.value")}
            </th>
            <th scope="col" className={cell}>
              {t("howItWork.points.minimum")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.country}>
              <th scope="row" className={`${cell} font-semibold`}>
                {row.country}
              </th>
              <td className={cell}>{row.value}</td>
              <td className={cell}>{row.minimum}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
