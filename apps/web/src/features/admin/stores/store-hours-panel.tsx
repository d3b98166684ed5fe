import type { AdminStore } from "@rewards/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useSaveError } from "../components/schema-form";
import { saveStoreHours } from "./stores-api";

/** Monday first; 0 is Sunday as the API counts. */
const week = [1, 2, 3, 4, 5, 6, 0];

type Day = { open: boolean; opens: string; closes: string };

const dayName = (weekday: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 7 + weekday)),
  );

/** The week's opening hours in the store's time zone; a day left unticked is a closed day. */
export function StoreHoursPanel({ store }: { store: AdminStore }) {
  const { t, i18n } = useTranslation("admin");
  const showSaveError = useSaveError();
  const [days, setDays] = useState<Record<number, Day>>(() =>
    Object.fromEntries(
      week.map((weekday) => {
        const row = store.hours.find((hours) => hours.weekday === weekday);
        return [weekday, { open: Boolean(row), opens: row?.opens ?? "09:00", closes: row?.closes ?? "21:00" }];
      }),
    ),
  );
  const [saving, setSaving] = useState(false);
  const change = (weekday: number, patch: Partial<Day>) =>
    setDays((current) => ({ ...current, [weekday]: { ...(current[weekday] as Day), ...patch } }));

  const save = async () => {
    setSaving(true);
    try {
      const hours = week
        .filter((weekday) => days[weekday]?.open)
        .map((weekday) => ({ weekday, opens: days[weekday]?.opens ?? "", closes: days[weekday]?.closes ?? "" }));
      await saveStoreHours(store.id, hours);
      toast.success(t("stores.hoursSaved"));
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-panel max-w-5xl" aria-labelledby="store-hours">
      <h2 id="store-hours">{t("stores.hours")}</h2>
      <p className="adm-hint">{t("stores.hoursHint", { zone: store.time_zone })}</p>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t("stores.day")}</th>
              <th scope="col">{t("stores.opens")}</th>
              <th scope="col">{t("stores.closes")}</th>
            </tr>
          </thead>
          <tbody>
            {week.map((weekday) => {
              const day = days[weekday] as Day;
              const name = dayName(weekday, i18n.language);
              return (
                <tr key={weekday}>
                  <th scope="row">
                    <label className="adm-check">
                      <input
                        type="checkbox"
                        checked={day.open}
                        onChange={(event) => change(weekday, { open: event.target.checked })}
                      />
                      {name}
                    </label>
                  </th>
                  {(["opens", "closes"] as const).map((edge) => (
                    <td key={edge}>
                      <input
                        type="time"
                        className="adm-input"
                        aria-label={t(edge === "opens" ? "stores.opensOn" : "stores.closesOn", { day: name })}
                        value={day[edge]}
                        disabled={!day.open}
                        onChange={(event) => change(weekday, { [edge]: event.target.value })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="button" className="adm-btn adm-btn-primary mt-3" disabled={saving} onClick={() => void save()}>
        {t("stores.saveHours")}
      </button>
    </section>
  );
}
