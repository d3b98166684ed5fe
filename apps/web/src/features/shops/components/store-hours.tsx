import type { StoreDetail } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { OpenBadge } from "../../../shared/stores";
import { weekdayIn, weekdayName, weekRows } from "../lib/hours";

/** The week's opening hours in the store's time zone, today marked, with open now. */
export function StoreHours({ store }: { store: StoreDetail }) {
  const { t, i18n } = useTranslation("shops");
  if (store.hours.length === 0) return <p className="text-gray-600">{t("store.noHours")}</p>;
  const today = weekdayIn(store.time_zone);
  return (
    <div className="space-y-3">
      <OpenBadge open={store.open_now} />
      <table className="w-full text-sm">
        <tbody>
          {weekRows(store.hours).map(({ weekday, hours }) => (
            <tr
              key={weekday}
              className={`border-b border-gray-100 ${weekday === today ? "font-semibold text-gray-900" : "text-gray-700"}`}
              aria-current={weekday === today ? "date" : undefined}
            >
              <th scope="row" className="py-2 text-left font-[inherit]">
                {weekdayName(weekday, i18n.language)}
                {weekday === today && <span className="ml-2 text-xs text-brand-700">{t("store.today")}</span>}
              </th>
              <td className="py-2 text-right tabular-nums">
                {hours ? `${hours.opens} – ${hours.closes}` : t("store.closedDay")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-gray-600">{t("store.hoursIn", { zone: store.time_zone })}</p>
    </div>
  );
}
