import { cardKinds, markets } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { pageOfWholeList } from "../components/whole-list-pages";
import { CardImport } from "./card-import";
import { type CardProduct, cardStockQuery } from "./card-stock-api";

const sorts = ["provider", "face_value", "stock"] as const;

const orderBy: Record<(typeof sorts)[number], (a: CardProduct, b: CardProduct) => number> = {
  provider: (a, b) => a.provider.localeCompare(b.provider) || a.face_value - b.face_value,
  face_value: (a, b) => a.face_value - b.face_value || a.provider.localeCompare(b.provider),
  stock: (a, b) => a.stock - b.stock || a.provider.localeCompare(b.provider),
};

/** Card stock: the free codes of every phone and gift card, and codes loaded from a CSV file. */
export function CardStockPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const kind = oneOf(cardKinds, search.get("kind"));
  const market = oneOf(markets, search.get("market"));
  const sort = oneOf(sorts, search.get("sort")) ?? "provider";
  const stock = useQuery(cardStockQuery);
  const shown = (stock.data ?? [])
    .filter((product) => (!kind || product.kind === kind) && (!market || product.market === market))
    .sort(orderBy[sort]);
  const page = pageOfWholeList(shown, pageIn(search));
  const number = (value: number) => value.toLocaleString(i18n.language);

  const columns: ColumnDef<CardProduct>[] = [
    {
      id: "provider",
      header: t("cardStock.card"),
      cell: ({ row }) => (
        <>
          {row.original.provider}
          <br />
          <span className="adm-muted">{t(`redeemKinds.${row.original.kind}`)}</span>
        </>
      ),
    },
    { id: "market", header: t("cardStock.market"), cell: ({ row }) => t(`form.markets.${row.original.market}`) },
    { id: "face_value", header: t("cardStock.faceValue"), cell: ({ row }) => number(row.original.face_value) },
    { id: "point", header: t("cardStock.points"), cell: ({ row }) => number(row.original.point) },
    {
      id: "stock",
      header: t("cardStock.inStock"),
      cell: ({ row }) => (
        <span className={row.original.stock === 0 ? "font-semibold text-console-danger" : undefined}>
          {row.original.stock === 0 ? t("cardStock.soldOut") : number(row.original.stock)}
        </span>
      ),
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.cardStock")}>
        <a href="#card-import" className="adm-btn adm-link-button">
          {t("cardStock.import.title")}
        </a>
      </ListHeading>
      <div className="adm-filters">
        <FilterSelect
          name="kind"
          label={t("cardStock.kind")}
          value={kind}
          options={cardKinds}
          words={(value) => t(`redeemKinds.${value}`)}
          all
        />
        <FilterSelect
          name="market"
          label={t("cardStock.market")}
          value={market}
          options={markets}
          words={(value) => t(`form.markets.${value}`)}
          all
        />
        <FilterSelect
          name="sort"
          label={t("cardStock.sort")}
          value={sort}
          options={sorts}
          words={(value) => t(`cardStock.sorts.${value}`)}
        />
      </div>
      {stock.isError && <LoadFailed error={stock.error} />}
      <DataTable
        label={t("sections.cardStock")}
        columns={columns}
        rows={stock.data ? page.rows : undefined}
        rowTestId="admin-card-stock-row"
        empty={t("cardStock.none")}
        meta={stock.data ? page.meta : undefined}
        onPage={toPage}
      />
      <CardImport />
    </>
  );
}
