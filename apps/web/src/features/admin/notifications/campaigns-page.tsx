import { type AdminNotificationCampaign, campaignStatuses, type NotificationCampaignsQuery } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { inLanguage } from "./campaign-draft";
import { CampaignStatusBadge, reachOf } from "./campaign-status";
import { campaignsQuery } from "./campaigns-api";

/** The list's status and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): NotificationCampaignsQuery {
  return {
    status: oneOf(campaignStatuses, search.get("status")),
    page: pageIn(search),
  };
}

/** Notifications: every announcement with its status, time and reach; newest first. */
export function CampaignsPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const filter = filterOf(search);
  const list = useQuery({ ...campaignsQuery(filter), placeholderData: keepPreviousData });
  const time = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  const columns: ColumnDef<AdminNotificationCampaign>[] = [
    {
      id: "title",
      header: t("notifications.notification"),
      cell: ({ row }) => (
        <Link to={`/admin/notifications/${row.original.id}`} className="font-semibold text-brand-700">
          {inLanguage(row.original.title, i18n.language)}
        </Link>
      ),
    },
    {
      id: "status",
      header: t("notifications.status"),
      cell: ({ row }) => <CampaignStatusBadge status={row.original.status} />,
    },
    {
      id: "send_at",
      header: t("notifications.sendAt"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{time(row.original.sent_at ?? row.original.send_at)}</span>
      ),
    },
    {
      id: "reach",
      header: t("notifications.reach"),
      cell: ({ row }) => <span className="whitespace-nowrap">{reachOf(row.original, i18n.language, t)}</span>,
    },
    {
      id: "markets",
      header: t("notifications.fields.markets"),
      cell: ({ row }) => row.original.segment.markets.map((market) => t(`notifications.markets.${market}`)).join(", "),
    },
  ];

  return (
    <div className="max-w-[60rem]">
      <ListHeading
        title={t("sections.notifications")}
        create={{ to: "/admin/notifications/new", label: t("notifications.new") }}
      />
      <div className="adm-filters">
        <FilterSelect
          name="status"
          label={t("notifications.status")}
          value={filter.status}
          options={campaignStatuses}
          words={(status) => t(`notifications.statuses.${status}`)}
          all
        />
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.notifications")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="campaign-row"
        empty={t("notifications.none")}
        meta={list.data?.meta}
        onPage={toPage}
      />
    </div>
  );
}
