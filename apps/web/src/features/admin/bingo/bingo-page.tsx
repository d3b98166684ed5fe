import { type BingoCampaignSummary, bingoIconSets, markets } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { pageOfWholeList } from "../components/whole-list-pages";
import { bingoCampaignsQuery } from "./bingo-api";
import { campaignStatus, campaignStatuses, weekEnd } from "./bingo-weeks";
import { SeedCheck } from "./seed-check";

const iconsOf = (name: string) =>
  name in bingoIconSets ? bingoIconSets[name as keyof typeof bingoIconSets].slice(0, 5).join("") : "";

/** Bingo campaigns: each week and market with its prize table, how it is played and its fairness proof. */
export function BingoPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const market = oneOf(markets, search.get("market"));
  const status = oneOf(campaignStatuses, search.get("status"));
  const campaigns = useQuery(bingoCampaignsQuery);
  const now = new Date();
  const shown = (campaigns.data ?? []).filter(
    (campaign) => (!market || campaign.country === market) && (!status || campaignStatus(campaign, now) === status),
  );
  const page = pageOfWholeList(shown, pageIn(search));
  const number = (value: number) => value.toLocaleString(i18n.language);
  const date = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString(i18n.language);

  const columns: ColumnDef<BingoCampaignSummary>[] = [
    {
      id: "week",
      header: t("bingo.week"),
      cell: ({ row }) => (
        <>
          <span className="whitespace-nowrap">
            {date(row.original.week_start)} – {date(weekEnd(row.original.week_start))}
          </span>
          <br />
          <span className="adm-muted">
            {t(`form.markets.${row.original.country}`, { defaultValue: row.original.country })}
          </span>
        </>
      ),
    },
    {
      id: "status",
      header: t("bingo.status"),
      cell: ({ row }) => {
        const value = campaignStatus(row.original, now);
        return (
          <span className={`adm-status whitespace-nowrap sec-status-${value}`}>{t(`bingo.statuses.${value}`)}</span>
        );
      },
    },
    {
      id: "prizes",
      header: t("bingo.prizes"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t("bingo.line")}: {number(row.original.line_points)}
          <br />
          {t("bingo.jackpot")}: {number(row.original.jackpot_points)}
          <br />
          {t("bingo.consolation")}: {number(row.original.consolation_points)}
        </span>
      ),
    },
    {
      id: "board",
      header: t("bingo.board"),
      cell: ({ row }) => (
        <>
          {t(`bingo.iconSets.${row.original.icon_set}`, { defaultValue: row.original.icon_set })}{" "}
          <span className="tracking-[0.125rem]" aria-hidden="true">
            {iconsOf(row.original.icon_set)}
          </span>
          <br />
          <span className="adm-muted">{t("bingo.perColumnN", { count: row.original.per_column })}</span>
        </>
      ),
    },
    {
      id: "play",
      header: t("bingo.play"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t("bingo.boards", { count: row.original.boards, number: number(row.original.boards) })}
          <br />
          {t("bingo.summons", { count: row.original.summons, number: number(row.original.summons) })}
          <br />
          {t("bingo.prizesPaid", { count: row.original.prizes_paid, number: number(row.original.prizes_paid) })}
        </span>
      ),
    },
    {
      id: "fairness",
      header: t("bingo.fairness"),
      cell: ({ row }) => <SeedCheck hash={row.original.seed_hash} seed={row.original.server_seed} />,
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.bingo")} create={{ to: "/admin/bingo/new", label: t("bingo.new") }} />
      <div className="adm-filters">
        <FilterSelect
          name="market"
          label={t("bingo.market")}
          value={market}
          options={markets}
          words={(value) => t(`form.markets.${value}`)}
          all
        />
        <FilterSelect
          name="status"
          label={t("bingo.status")}
          value={status}
          options={campaignStatuses}
          words={(value) => t(`bingo.statuses.${value}`)}
          all
        />
      </div>
      {campaigns.isError && <LoadFailed error={campaigns.error} />}
      <DataTable
        label={t("sections.bingo")}
        columns={columns}
        rows={campaigns.data ? page.rows : undefined}
        rowTestId="admin-bingo-row"
        empty={t("bingo.none")}
        meta={campaigns.data ? page.meta : undefined}
        onPage={toPage}
      />
    </>
  );
}
