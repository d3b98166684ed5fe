import { type AdminMembersQuery, type MemberSort, memberSorts, memberStatuses } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { membersQuery } from "../api/admin-api";
import { Pager } from "../components/pager";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The search, filter, sort and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): AdminMembersQuery {
  return {
    q: search.get("q") || undefined,
    status: oneOf(memberStatuses, search.get("status")),
    sort: oneOf(memberSorts, search.get("sort")),
    page: Math.max(1, Number(search.get("page")) || 1),
  };
}

/** Members: find an account by email, name, phone or id, and open it. */
export function MembersPage() {
  const { t, i18n } = useTranslation("admin");
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const list = useQuery({ ...membersQuery(filter), placeholderData: keepPreviousData });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setSearch(next);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : undefined });
  };

  return (
    <>
      <h1>{t("sections.members")}</h1>
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
        <label className="adm-field">
          {t("members.status")}
          <select value={filter.status ?? ""} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t("common.all")}</option>
            {memberStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`members.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          {t("members.sort")}
          <select value={filter.sort ?? "-created_at"} onChange={(event) => update({ sort: event.target.value })}>
            {memberSorts.map((sort: MemberSort) => (
              <option key={sort} value={sort}>
                {t(`members.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError && <p role="alert">{t("layout.loadFailed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so the keyboard must reach it */}
      <section className="adm-table-wrap" aria-label={t("sections.members")} tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t("members.member")}</th>
              <th scope="col">{t("members.phone")}</th>
              <th scope="col">{t("members.joined")}</th>
              <th scope="col">{t("members.balance")}</th>
              <th scope="col">{t("members.status")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((member) => (
              <tr key={member.id} data-testid="admin-member-row">
                <td>
                  <Link to={`/admin/members/${member.id}`}>{member.email}</Link>
                  {member.name && (
                    <>
                      <br />
                      <span className="adm-muted">{member.name}</span>
                    </>
                  )}
                </td>
                <td>{member.phone ?? "—"}</td>
                <td>{new Date(member.created_at).toLocaleDateString(i18n.language)}</td>
                <td className="adm-num">{member.balance.toLocaleString(i18n.language)}</td>
                <td>
                  <span className="adm-status">
                    {t(`members.statuses.${member.suspended_at ? "suspended" : "active"}`)}
                  </span>
                </td>
              </tr>
            ))}
            {list.data && list.data.data.length === 0 && (
              <tr>
                <td colSpan={5} className="adm-muted">
                  {t("members.none")}
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
