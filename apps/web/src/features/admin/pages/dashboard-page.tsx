import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { dashboardQuery } from "../api/admin-api";
import { DayChart } from "../components/day-chart";
import { LoadFailed } from "../components/load-failed";

const periods = [7, 30, 90] as const;

/** Sign-ups, active members and points in and out per day, and the redemptions still waiting. */
export function DashboardPage() {
  const { t, i18n } = useTranslation("admin");
  const [search, setSearch] = useSearchParams();
  const days = periods.find((period) => String(period) === search.get("days")) ?? 30;
  const dashboard = useQuery(dashboardQuery(days));
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <>
      <h1>{t("sections.dashboard")}</h1>
      <div className="adm-filters">
        <label className="adm-field">
          {t("dashboard.period")}
          <select value={days} onChange={(event) => setSearch({ days: event.target.value })}>
            {periods.map((period) => (
              <option key={period} value={period}>
                {t("dashboard.lastDays", { count: period })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {dashboard.isError && <LoadFailed error={dashboard.error} />}
      {dashboard.data && (
        <>
          <dl className="adm-cards">
            <div className="adm-card">
              <dt>{t("dashboard.members")}</dt>
              <dd>{number(dashboard.data.totals.members)}</dd>
            </div>
            <div className="adm-card">
              <dt>{t("dashboard.suspended")}</dt>
              <dd>{number(dashboard.data.totals.suspended)}</dd>
            </div>
            <div className="adm-card">
              <dt>{t("dashboard.outstanding")}</dt>
              <dd>{number(dashboard.data.totals.points_outstanding)}</dd>
            </div>
            <div className="adm-card">
              <dt>{t("dashboard.waiting")}</dt>
              <dd data-testid="redemptions-waiting">{number(dashboard.data.totals.redemptions_waiting)}</dd>
            </div>
          </dl>
          <div className="adm-charts">
            <DayChart
              title={t("dashboard.membersChart")}
              days={dashboard.data.days.map((day) => day.date)}
              series={[
                { label: t("dashboard.signUps"), color: "#2563eb", values: dashboard.data.days.map((d) => d.sign_ups) },
                {
                  label: t("dashboard.active"),
                  color: "#059669",
                  values: dashboard.data.days.map((d) => d.active_members),
                },
              ]}
            />
            <DayChart
              title={t("dashboard.pointsChart")}
              days={dashboard.data.days.map((day) => day.date)}
              series={[
                {
                  label: t("dashboard.issued"),
                  color: "#c2185b",
                  values: dashboard.data.days.map((d) => d.points_issued),
                },
                {
                  label: t("dashboard.spent"),
                  color: "#d97706",
                  values: dashboard.data.days.map((d) => d.points_spent),
                },
                {
                  label: t("dashboard.returned"),
                  color: "#6b7280",
                  values: dashboard.data.days.map((d) => d.points_returned),
                },
              ]}
            />
          </div>
          <section className="adm-panel" aria-labelledby="adm-waiting">
            <h2 id="adm-waiting">{t("dashboard.waitingList")}</h2>
            {dashboard.data.waiting.length === 0 ? (
              <p className="adm-muted">{t("dashboard.nothingWaiting")}</p>
            ) : (
              <ul>
                {dashboard.data.waiting.map((request) => (
                  <li key={request.id}>
                    {request.user_email} · {t(`redeemKinds.${request.kind}`)} · {number(request.point)}{" "}
                    {t("common.points")} · {new Date(request.created_at).toLocaleString(i18n.language)}
                  </li>
                ))}
              </ul>
            )}
            <Link to="/admin/redemptions?status=requested">{t("dashboard.openQueue")}</Link>
          </section>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
          <section className="adm-table-wrap" aria-label={t("dashboard.day")} tabIndex={0}>
            <table className="adm-table">
              <caption className="adm-muted">{t("dashboard.tableCaption", { zone: dashboard.data.time_zone })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.day")}</th>
                  <th scope="col" className="adm-num">
                    {t("dashboard.signUps")}
                  </th>
                  <th scope="col" className="adm-num">
                    {t("dashboard.active")}
                  </th>
                  <th scope="col" className="adm-num">
                    {t("dashboard.issued")}
                  </th>
                  <th scope="col" className="adm-num">
                    {t("dashboard.spent")}
                  </th>
                  <th scope="col" className="adm-num">
                    {t("dashboard.returned")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...dashboard.data.days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.date}</th>
                    <td className="adm-num">{number(day.sign_ups)}</td>
                    <td className="adm-num">{number(day.active_members)}</td>
                    <td className="adm-num">{number(day.points_issued)}</td>
                    <td className="adm-num">{number(day.points_spent)}</td>
                    <td className="adm-num">{number(day.points_returned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}
