import "./surveys.css";
import { type AdminSurvey, type AdminSurveysQuery, adminSurveySorts, surveyStatuses } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Pager } from "../components/pager";
import { copyIn } from "./survey-copy";
import { adminSurveysQuery } from "./surveys-api";

type ListedSurvey = Omit<AdminSurvey, "questions">;
type SortField = "starts_at" | "responded";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The list's filter, search, order and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): AdminSurveysQuery {
  return {
    status: oneOf(surveyStatuses, search.get("status")),
    q: search.get("q") || undefined,
    sort: oneOf(adminSurveySorts, search.get("sort")),
    page: Math.max(1, Number(search.get("page")) || 1),
  };
}

/** Surveys: every survey with its status, responses and window; open one to edit or move it along. */
export function SurveysPage() {
  const { t, i18n } = useTranslation("admin");
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const list = useQuery({ ...adminSurveysQuery(filter), placeholderData: keepPreviousData });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setSearch(next);
  };
  const sortBy = (field: SortField) => update({ sort: filter.sort === `-${field}` ? field : `-${field}` });
  const sortMark = (field: SortField) =>
    filter.sort === field ? "ascending" : filter.sort === `-${field}` ? "descending" : "none";
  const date = (value: string) => new Date(value).toLocaleDateString(i18n.language);
  const sortHeader = (field: SortField, label: string) => () => (
    <button type="button" className="adm-sort" onClick={() => sortBy(field)}>
      {label}
    </button>
  );

  // Built each render: they follow the language and the order, which live in the address.
  const columns: ColumnDef<ListedSurvey>[] = [
    {
      id: "title",
      header: t("surveys.survey"),
      cell: ({ row }) => (
        <Link to={`/admin/surveys/${row.original.id}`} className="svy-title-cell">
          {copyIn(row.original.title, i18n.language)}
        </Link>
      ),
    },
    {
      id: "status",
      header: t("surveys.status"),
      cell: ({ row }) => (
        <span className={`adm-status svy-status-${row.original.status}`} data-testid="admin-survey-status">
          {t(`surveys.statuses.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: "responded",
      header: sortHeader("responded", t("surveys.responses")),
      cell: ({ row }) =>
        `${row.original.responded.toLocaleString(i18n.language)} / ${row.original.response_limit.toLocaleString(i18n.language)}`,
    },
    {
      id: "starts_at",
      header: sortHeader("starts_at", t("surveys.window")),
      cell: ({ row }) => (
        <span className="svy-nowrap">
          {date(row.original.starts_at)} – {date(row.original.expires_at)}
        </span>
      ),
    },
    {
      id: "reward",
      header: t("common.points"),
      cell: ({ row }) => row.original.reward.toLocaleString(i18n.language),
    },
  ];
  const table = useReactTable({
    data: list.data?.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: list.data?.meta.total_pages ?? 0,
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : undefined });
  };

  return (
    <>
      <div className="svy-heading">
        <h1>{t("sections.surveys")}</h1>
        <Link to="/admin/surveys/new" className="adm-btn adm-btn-primary svy-link-button">
          {t("surveys.new")}
        </Link>
      </div>
      <div className="adm-filters">
        <label className="adm-field">
          {t("surveys.status")}
          <select value={filter.status ?? ""} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t("common.all")}</option>
            {surveyStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`surveys.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <form onSubmit={onSearch} className="adm-filters" style={{ marginBottom: 0 }}>
          <label className="adm-field">
            {t("surveys.find")}
            <input name="q" type="search" defaultValue={filter.q ?? ""} key={filter.q ?? ""} />
          </label>
          <button type="submit" className="adm-btn">
            {t("common.search")}
          </button>
        </form>
      </div>
      {list.isError && <p role="alert">{t("layout.loadFailed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
      <section className="adm-table-wrap" aria-label={t("sections.surveys")} tabIndex={0}>
        <table className="adm-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.id === "starts_at" || header.id === "responded" ? sortMark(header.id) : undefined}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="admin-survey-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {list.data && list.data.data.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="adm-muted">
                  {t("surveys.none")}
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
    </>
  );
}
