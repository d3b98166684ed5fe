import { type AdminSurvey, type AdminSurveysQuery, adminSurveySorts, surveyStatuses } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { copyIn } from "./survey-copy";
import { adminSurveysQuery } from "./surveys-api";

type ListedSurvey = Omit<AdminSurvey, "questions">;
type SortField = "starts_at" | "responded";

/** The list's filter, search, order and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): AdminSurveysQuery {
  return {
    status: oneOf(surveyStatuses, search.get("status")),
    q: search.get("q") || undefined,
    sort: oneOf(adminSurveySorts, search.get("sort")),
    page: pageIn(search),
  };
}

/** Surveys: every survey with its status, responses and window; open one to edit or move it along. */
export function SurveysPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, update, toPage } = useListAddress();
  const filter = filterOf(search);
  const list = useQuery({ ...adminSurveysQuery(filter), placeholderData: keepPreviousData });
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
        <Link to={`/admin/surveys/${row.original.id}`} className="inline-block min-w-36">
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
        <span className="whitespace-nowrap">
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
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : undefined });
  };

  return (
    <>
      <ListHeading title={t("sections.surveys")} create={{ to: "/admin/surveys/new", label: t("surveys.new") }} />
      <div className="adm-filters">
        <FilterSelect
          name="status"
          label={t("surveys.status")}
          value={filter.status}
          options={surveyStatuses}
          words={(status) => t(`surveys.statuses.${status}`)}
          all
        />
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
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.surveys")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-survey-row"
        empty={t("surveys.none")}
        sorts={{ starts_at: sortMark("starts_at"), responded: sortMark("responded") }}
        meta={list.data?.meta}
        onPage={toPage}
      />
    </>
  );
}
