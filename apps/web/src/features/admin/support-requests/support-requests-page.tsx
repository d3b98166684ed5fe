import { type AdminSupportRequest, supportTopics } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { supportRequestsQuery } from "./support-requests-api";

/** Support requests: what members and visitors sent through the help page's contact form, newest first. */
export function SupportRequestsPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const filter = { topic: oneOf(supportTopics, search.get("topic")), page: pageIn(search) };
  const list = useQuery({ ...supportRequestsQuery(filter), placeholderData: keepPreviousData });

  const columns: ColumnDef<AdminSupportRequest>[] = [
    {
      id: "created_at",
      header: t("support.received"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{new Date(row.original.created_at).toLocaleString(i18n.language)}</span>
      ),
    },
    {
      id: "from",
      header: t("support.from"),
      cell: ({ row }) => {
        const { email, name, user_id } = row.original;
        return (
          <>
            <a href={`mailto:${email}`}>{email}</a>
            {name && <span className="adm-muted"> · {name}</span>}
            <br />
            {user_id ? (
              <Link to={`/admin/members/${user_id}`}>{t("support.member")}</Link>
            ) : (
              <span className="adm-muted">{t("support.visitor")}</span>
            )}
          </>
        );
      },
    },
    {
      id: "topic",
      header: t("support.topic"),
      cell: ({ row }) => (
        <>
          {t(`support.topics.${row.original.topic}`)}
          <br />
          <span className="adm-muted">
            {t("support.writtenIn", {
              language: t(`form.languages.${row.original.locale}`, { defaultValue: row.original.locale }),
            })}
          </span>
        </>
      ),
    },
    {
      id: "message",
      header: t("support.message"),
      cell: ({ row }) => (
        <p className="mx-0 mt-1 mb-0 max-w-xl min-w-60 whitespace-pre-wrap wrap-anywhere">{row.original.message}</p>
      ),
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.supportRequests")} />
      <p className="adm-hint">{t("support.intro")}</p>
      <div className="adm-filters">
        <FilterSelect
          name="topic"
          label={t("support.topic")}
          value={filter.topic}
          options={supportTopics}
          words={(topic) => t(`support.topics.${topic}`)}
          all
        />
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.supportRequests")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-support-row"
        empty={t("support.none")}
        meta={list.data?.meta}
        onPage={toPage}
      />
    </>
  );
}
