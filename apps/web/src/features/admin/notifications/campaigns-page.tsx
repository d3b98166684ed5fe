import "./notifications.css";
import { campaignStatuses, type NotificationCampaignsQuery } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Pager } from "../components/pager";
import { inLanguage } from "./campaign-draft";
import { CampaignStatusBadge, reachOf } from "./campaign-status";
import { campaignsQuery } from "./campaigns-api";

/** The list's status and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): NotificationCampaignsQuery {
  return {
    status: campaignStatuses.find((status) => status === search.get("status")),
    page: Math.max(1, Number(search.get("page")) || 1),
  };
}

/** Notifications: every announcement with its status, time and reach; newest first. */
export function CampaignsPage() {
  const { t, i18n } = useTranslation("admin");
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const list = useQuery({ ...campaignsQuery(filter), placeholderData: keepPreviousData });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setSearch(next);
  };
  const time = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="ntf-page">
      <div className="ntf-heading">
        <h1>{t("sections.notifications")}</h1>
        <Link to="/admin/notifications/new" className="adm-btn adm-btn-primary ntf-link-button">
          {t("notifications.new")}
        </Link>
      </div>
      <div className="adm-filters">
        <label className="adm-field">
          {t("notifications.status")}
          <select value={filter.status ?? ""} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t("common.all")}</option>
            {campaignStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`notifications.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError && <p role="alert">{t("layout.loadFailed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
      <section className="adm-table-wrap" aria-label={t("sections.notifications")} tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t("notifications.notification")}</th>
              <th scope="col">{t("notifications.status")}</th>
              <th scope="col">{t("notifications.sendAt")}</th>
              <th scope="col">{t("notifications.reach")}</th>
              <th scope="col">{t("notifications.fields.markets")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((campaign) => (
              <tr key={campaign.id} data-testid="campaign-row">
                <td>
                  <Link to={`/admin/notifications/${campaign.id}`} className="ntf-title-cell">
                    {inLanguage(campaign.title, i18n.language)}
                  </Link>
                </td>
                <td>
                  <CampaignStatusBadge status={campaign.status} />
                </td>
                <td className="ntf-nowrap">{time(campaign.sent_at ?? campaign.send_at)}</td>
                <td className="ntf-nowrap">{reachOf(campaign, i18n.language, t)}</td>
                <td>{campaign.segment.markets.map((market) => t(`notifications.markets.${market}`)).join(", ")}</td>
              </tr>
            ))}
            {list.data && list.data.data.length === 0 && (
              <tr>
                <td colSpan={5} className="adm-muted">
                  {t("notifications.none")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {list.data && (
        <Pager
          page={list.data.meta.page}
          totalPages={list.data.meta.total_pages}
          total={list.data.meta.total}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
    </div>
  );
}
