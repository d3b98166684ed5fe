import type { PageMeta } from "@rewards/contracts";
import {
  type ColumnDef,
  type ColumnMeta,
  flexRender,
  getCoreRowModel,
  type RowData,
  useReactTable,
} from "@tanstack/react-table";
import { Pager } from "./pager";

type SortMark = "ascending" | "descending" | "none";

declare module "@tanstack/react-table" {
  // TanStack Table types a column's `meta` through this interface; its parameters must match the library's.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Aligns the column's cells to the right, with figures of one width. */
    numeric?: boolean;
  }
}

const numericClass = (meta: ColumnMeta<unknown, unknown> | undefined) => (meta?.numeric ? "adm-num" : undefined);

type Props<Row> = {
  /** Names the table's scrolling region. */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[] | undefined;
  rowTestId: string;
  /** Shown in one row when the list is loaded and empty. */
  empty: string;
  /** `aria-sort` of the columns the list can be ordered by. */
  sorts?: Record<string, SortMark>;
  meta?: PageMeta | undefined;
  onPage?: (page: number) => void;
};

/**
 * A console list: its table (paged, sorted and filtered by whoever owns the state, never by the
 * table itself), scrolling sideways on a phone, and its pager.
 */
export function DataTable<Row>({ label, columns, rows, rowTestId, empty, sorts, meta, onPage }: Props<Row>) {
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: meta?.total_pages ?? 0,
  });
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
      <section className="adm-table-wrap" aria-label={label} tabIndex={0}>
        <table className="adm-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorts?.[header.id]}
                    className={numericClass(header.column.columnDef.meta)}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={rowTestId}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={numericClass(cell.column.columnDef.meta)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="adm-muted">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {meta && onPage && <Pager page={meta.page} totalPages={meta.total_pages} total={meta.total} onPage={onPage} />}
    </>
  );
}
