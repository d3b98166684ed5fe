import { type AdminAdvertisement, markets } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { pageOfWholeList } from "../components/whole-list-pages";
import { adStatus, adStatuses, linkType } from "./ad-draft";
import { adsQuery } from "./ads-api";

const sorts = ["-starts_at", "-views", "-clicks"] as const;
const orderBy: Record<(typeof sorts)[number], (a: AdminAdvertisement, b: AdminAdvertisement) => number> = {
  "-starts_at": (a, b) => b.starts_at.localeCompare(a.starts_at),
  "-views": (a, b) => b.views - a.views,
  "-clicks": (a, b) => b.clicks - a.clicks,
};

/** Advertisements: the home screen's popups, whom and when they are shown to, and their views and clicks. */
export function AdsPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const status = oneOf(adStatuses, search.get("status"));
  const market = oneOf(markets, search.get("market"));
  const sort = oneOf(sorts, search.get("sort")) ?? "-starts_at";
  const ads = useQuery(adsQuery);
  const now = new Date();
  const shown = (ads.data ?? [])
    .filter(
      (ad) => (!status || adStatus(ad, now) === status) && (!market || ad.country === null || ad.country === market),
    )
    .sort(orderBy[sort]);
  const page = pageOfWholeList(shown, pageIn(search));
  const number = (value: number) => value.toLocaleString(i18n.language);
  const when = (instant: string) =>
    new Date(instant).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" });

  const columns: ColumnDef<AdminAdvertisement>[] = [
    {
      id: "title",
      header: t("ads.ad"),
      cell: ({ row }) => (
        <>
          <img
            src={row.original.image_url}
            alt=""
            className="float-left mr-2 size-12 rounded bg-console-canvas object-cover"
            loading="lazy"
          />
          <Link to={`/admin/ads/${row.original.id}`}>{row.original.title}</Link>
          <br />
          <span className="adm-muted">
            {t(`ads.types.${row.original.type_advertisement}`)}
            {row.original.type_advertisement === linkType ? ` · ${row.original.link_to ?? ""}` : ""}
            {row.original.related_id ? ` · ${row.original.related_id}` : ""}
          </span>
        </>
      ),
    },
    {
      id: "audience",
      header: t("ads.audience"),
      cell: ({ row }) =>
        [
          row.original.country ? t(`form.markets.${row.original.country}`) : t("ads.everyMarket"),
          row.original.locale ? t(`form.languages.${row.original.locale}`) : t("ads.everyLanguage"),
        ].join(" · "),
    },
    {
      id: "window",
      header: t("ads.window"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {when(row.original.starts_at)} –<br />
          {when(row.original.ends_at)}
          <br />
          <span className="adm-muted">{t("ads.everyHours", { count: row.original.step })}</span>
        </span>
      ),
    },
    { id: "views", header: t("ads.views"), cell: ({ row }) => number(row.original.views) },
    { id: "clicks", header: t("ads.clicks"), cell: ({ row }) => number(row.original.clicks) },
    {
      id: "status",
      header: t("ads.status"),
      cell: ({ row }) => {
        const value = adStatus(row.original, now);
        const look = { live: "open", scheduled: "upcoming", ended: "closed", off: "inactive" }[value];
        return <span className={`adm-status whitespace-nowrap sec-status-${look}`}>{t(`ads.statuses.${value}`)}</span>;
      },
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.ads")} create={{ to: "/admin/ads/new", label: t("ads.new") }} />
      <div className="adm-filters">
        <FilterSelect
          name="status"
          label={t("ads.status")}
          value={status}
          options={adStatuses}
          words={(value) => t(`ads.statuses.${value}`)}
          all
        />
        <FilterSelect
          name="market"
          label={t("ads.shownIn")}
          value={market}
          options={markets}
          words={(value) => t(`form.markets.${value}`)}
          all
        />
        <FilterSelect
          name="sort"
          label={t("ads.sort")}
          value={sort}
          options={sorts}
          words={(value) => t(`ads.sorts.${value}`)}
        />
      </div>
      {ads.isError && <LoadFailed error={ads.error} />}
      <DataTable
        label={t("sections.ads")}
        columns={columns}
        rows={ads.data ? page.rows : undefined}
        rowTestId="admin-ad-row"
        empty={t("ads.none")}
        meta={ads.data ? page.meta : undefined}
        onPage={toPage}
      />
    </>
  );
}
