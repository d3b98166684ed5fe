import { type AuditEntry, type AuditLogQuery, auditActions } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { auditLogQuery } from "../api/admin-api";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The log's filter, order and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): AuditLogQuery {
  return {
    actor: search.get("actor") || undefined,
    action: oneOf(auditActions, search.get("action")),
    from: isDay(search.get("from")),
    to: isDay(search.get("to")),
    sort: search.get("sort") === "at" ? "at" : "-at",
    page: pageIn(search),
  };
}

const shown = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

/** The audit log: every back-office write, who made it, and the target before and after. */
export function AuditPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, update, toPage } = useListAddress();
  const filter = filterOf(search);
  const log = useQuery({ ...auditLogQuery(filter), placeholderData: keepPreviousData });

  const columns: ColumnDef<AuditEntry>[] = [
    { id: "at", header: t("audit.at"), cell: ({ row }) => new Date(row.original.at).toLocaleString(i18n.language) },
    {
      id: "who",
      header: t("audit.who"),
      cell: ({ row }) => `${row.original.actor_email} (${t(`roles.${row.original.actor_role}`)})`,
    },
    {
      id: "action",
      header: t("audit.action"),
      cell: ({ row }) => (
        <span data-testid="audit-action">
          {(auditActions as readonly string[]).includes(row.original.action)
            ? t(`auditActions.${row.original.action}`)
            : row.original.action}
        </span>
      ),
    },
    {
      id: "target",
      header: t("audit.target"),
      cell: ({ row }) =>
        `${t(`auditTargets.${row.original.target_kind}`, { defaultValue: row.original.target_kind })} ${row.original.target_id}`,
    },
    {
      id: "change",
      header: t("audit.change"),
      cell: ({ row }) => (
        <details>
          <summary>{t("audit.change")}</summary>
          <p className="adm-muted">{t("audit.before")}</p>
          <pre style={{ whiteSpace: "pre-wrap", maxWidth: "32rem" }}>{shown(row.original.before)}</pre>
          <p className="adm-muted">{t("audit.after")}</p>
          <pre style={{ whiteSpace: "pre-wrap", maxWidth: "32rem" }}>{shown(row.original.after)}</pre>
        </details>
      ),
    },
  ];
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : undefined;
    };
    update({ actor: field("actor"), from: field("from"), to: field("to") });
  };

  return (
    <>
      <ListHeading title={t("sections.audit")} />
      <div className="adm-filters">
        <FilterSelect
          name="action"
          label={t("audit.action")}
          value={filter.action}
          options={auditActions}
          words={(action) => t(`auditActions.${action}`)}
          all
        />
        <FilterSelect
          name="sort"
          label={t("audit.sort")}
          value={filter.sort}
          options={["-at", "at"] as const}
          words={(sort) => t(sort === "-at" ? "audit.newestFirst" : "audit.oldestFirst")}
        />
        <form onSubmit={onFilter} className="adm-filters" style={{ marginBottom: 0 }} key={search.toString()}>
          <label className="adm-field">
            {t("audit.actor")}
            <input name="actor" type="search" defaultValue={filter.actor ?? ""} />
          </label>
          <label className="adm-field">
            {t("audit.from")}
            <input name="from" type="date" defaultValue={filter.from ?? ""} />
          </label>
          <label className="adm-field">
            {t("audit.to")}
            <input name="to" type="date" defaultValue={filter.to ?? ""} />
          </label>
          <button type="submit" className="adm-btn">
            {t("audit.filter")}
          </button>
        </form>
      </div>
      {log.isError && <LoadFailed error={log.error} />}
      <DataTable
        label={t("sections.audit")}
        columns={columns}
        rows={log.data?.data}
        rowTestId="audit-row"
        empty={t("audit.none")}
        meta={log.data?.meta}
        onPage={toPage}
      />
    </>
  );
}
