import type { CardImportResult } from "@rewards/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { DataTable } from "../components/data-table";

type Problem = CardImportResult["errors"][number];
type Card = CardImportResult["products"][number];

/** What a file would do (or did): every bad line with its column, and each card's new codes and stock after. */
export function ImportPreview({ result, fileName }: { result: CardImportResult; fileName: string | undefined }) {
  const { t, i18n } = useTranslation("admin");
  const number = (value: number) => value.toLocaleString(i18n.language);
  const added = result.products.reduce((sum, product) => sum + product.added, 0);

  const problemColumns: ColumnDef<Problem>[] = [
    { id: "line", header: t("cardStock.import.line"), cell: ({ row }) => number(row.original.line) },
    { id: "field", header: t("cardStock.import.column"), cell: ({ row }) => row.original.field ?? "—" },
    { id: "message", header: t("cardStock.import.problem"), cell: ({ row }) => row.original.message },
  ];
  const cardColumns: ColumnDef<Card>[] = [
    {
      id: "card",
      header: t("cardStock.card"),
      cell: ({ row }) =>
        `${row.original.provider} ${number(row.original.face_value)} · ${t(`redeemKinds.${row.original.kind}`)} · ${t(`form.markets.${row.original.market}`, { defaultValue: row.original.market })}`,
    },
    { id: "lines", header: t("cardStock.import.lines"), cell: ({ row }) => number(row.original.lines) },
    { id: "added", header: t("cardStock.import.added"), cell: ({ row }) => number(row.original.added) },
    {
      id: "stock",
      header: t(result.imported ? "cardStock.inStock" : "cardStock.import.stockAfter"),
      cell: ({ row }) => number(row.original.stock),
    },
  ];

  return (
    <div data-testid="card-import-preview">
      <p role="status">
        {result.imported
          ? t("cardStock.import.imported", { count: added })
          : t("cardStock.import.summary", { file: fileName ?? "", lines: number(result.lines), count: added })}
      </p>
      {result.errors.length > 0 && (
        <>
          <p className="adm-error" role="alert">
            {t("cardStock.import.hasErrors", { count: result.errors.length })}
          </p>
          <DataTable
            label={t("cardStock.import.problems")}
            columns={problemColumns}
            rows={result.errors}
            rowTestId="card-import-error"
            empty=""
          />
        </>
      )}
      {result.products.length > 0 && (
        <div style={{ marginTop: "0.75rem" }}>
          <DataTable
            label={t("cardStock.import.cards")}
            columns={cardColumns}
            rows={result.products}
            rowTestId="card-import-card"
            empty=""
          />
        </div>
      )}
      {result.errors.length === 0 && !result.imported && added === 0 && (
        <p className="adm-hint">{t("cardStock.import.nothingNew")}</p>
      )}
    </div>
  );
}
