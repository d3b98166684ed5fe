import { type AdminStore, markets } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { adminStoreCategoriesQuery, adminStoresQuery } from "./stores-api";

type StoreRow = Omit<AdminStore, "photos" | "hours" | "staff">;

/** Stores: the shop-visit stores, found by name or address, 20 a page from the server. */
export function StoresPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, update, toPage } = useListAddress();
  const keyword = search.get("q") ?? "";
  const market = oneOf(markets, search.get("market"));
  const stores = useQuery(adminStoresQuery({ keyword: keyword || undefined, market, page: pageIn(search) }));
  const number = (value: number) => value.toLocaleString(i18n.language);
  const categories = useQuery(adminStoreCategoriesQuery);
  const language = (["en", "vi", "id"] as const).find((code) => code === i18n.language) ?? "en";
  /** A category by its name in the console's language (its id until the names are in). */
  const categoryName = (id: string) => categories.data?.find((category) => category.id === id)?.names[language] ?? id;

  const columns: ColumnDef<StoreRow>[] = [
    {
      id: "name",
      header: t("stores.name"),
      cell: ({ row }) => (
        <>
          <Link to={`/admin/stores/${row.original.id}`}>{row.original.name}</Link>
          <br />
          <span className="adm-muted">{row.original.category_ids.map(categoryName).join(", ")}</span>
        </>
      ),
    },
    {
      id: "place",
      header: t("stores.place"),
      cell: ({ row }) => (
        <>
          {row.original.address}
          <br />
          <span className="adm-muted">
            {row.original.city} · {t(`form.markets.${row.original.market}`)}
          </span>
        </>
      ),
    },
    {
      id: "likes",
      header: t("stores.likes"),
      meta: { numeric: true },
      cell: ({ row }) => number(row.original.like_count),
    },
    {
      id: "followers",
      header: t("stores.followers"),
      meta: { numeric: true },
      cell: ({ row }) => number(row.original.follower_count),
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.stores")} create={{ to: "/admin/stores/new", label: t("stores.new") }} />
      <div className="adm-filters">
        <search>
          <form
            className="adm-filters"
            style={{ marginBottom: 0 }}
            onSubmit={(event) => {
              event.preventDefault();
              const value = new FormData(event.currentTarget).get("q");
              update({ q: typeof value === "string" && value.trim() ? value.trim() : undefined });
            }}
          >
            <label className="adm-field">
              {t("stores.search")}
              <input name="q" type="search" defaultValue={keyword} key={keyword} maxLength={100} />
            </label>
            <button type="submit" className="adm-btn">
              {t("common.search")}
            </button>
          </form>
        </search>
        <FilterSelect
          name="market"
          label={t("stores.market")}
          value={market}
          options={markets}
          words={(value) => t(`form.markets.${value}`)}
          all
        />
      </div>
      {stores.isError && <LoadFailed error={stores.error} />}
      <DataTable
        label={t("sections.stores")}
        columns={columns}
        rows={stores.data?.data}
        rowTestId="admin-store-row"
        empty={t("stores.none")}
        meta={stores.data?.meta}
        onPage={toPage}
      />
    </>
  );
}
