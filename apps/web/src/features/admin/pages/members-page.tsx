import { type AdminMemberSummary, type AdminMembersQuery, memberSorts, memberStatuses } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { membersQuery } from "../api/admin-api";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";

/** The search, filter, sort and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): AdminMembersQuery {
  return {
    q: search.get("q") || undefined,
    status: oneOf(memberStatuses, search.get("status")),
    sort: oneOf(memberSorts, search.get("sort")),
    page: pageIn(search),
  };
}

/** Members: find an account by email, name, phone or id, and open it. */
export function MembersPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, update, toPage } = useListAddress();
  const filter = filterOf(search);
  const list = useQuery({ ...membersQuery(filter), placeholderData: keepPreviousData });

  const columns: ColumnDef<AdminMemberSummary>[] = [
    {
      id: "member",
      header: t("members.member"),
      cell: ({ row }) => (
        <>
          <Link to={`/admin/members/${row.original.id}`}>{row.original.email}</Link>
          {row.original.name && (
            <>
              <br />
              <span className="adm-muted">{row.original.name}</span>
            </>
          )}
        </>
      ),
    },
    { id: "phone", header: t("members.phone"), cell: ({ row }) => row.original.phone ?? "—" },
    {
      id: "joined",
      header: t("members.joined"),
      cell: ({ row }) => new Date(row.original.created_at).toLocaleDateString(i18n.language),
    },
    {
      id: "balance",
      header: t("members.balance"),
      meta: { numeric: true },
      cell: ({ row }) => row.original.balance.toLocaleString(i18n.language),
    },
    {
      id: "status",
      header: t("members.status"),
      cell: ({ row }) => (
        <span className="adm-status">
          {t(`members.statuses.${row.original.suspended_at ? "suspended" : "active"}`)}
        </span>
      ),
    },
  ];

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : undefined });
  };

  return (
    <>
      <ListHeading title={t("sections.members")} />
      <div className="adm-filters">
        <form onSubmit={onSearch} className="adm-filters" style={{ marginBottom: 0 }}>
          <label className="adm-field">
            {t("members.find")}
            <input name="q" type="search" defaultValue={filter.q ?? ""} key={filter.q ?? ""} />
          </label>
          <button type="submit" className="adm-btn">
            {t("common.search")}
          </button>
        </form>
        <FilterSelect
          name="status"
          label={t("members.status")}
          value={filter.status}
          options={memberStatuses}
          words={(status) => t(`members.statuses.${status}`)}
          all
        />
        <FilterSelect
          name="sort"
          label={t("members.sort")}
          value={filter.sort ?? "-created_at"}
          options={memberSorts}
          words={(sort) => t(`members.sorts.${sort}`)}
        />
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.members")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-member-row"
        empty={t("members.none")}
        meta={list.data?.meta}
        onPage={toPage}
      />
    </>
  );
}
