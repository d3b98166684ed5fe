import type { IdCheckSummary } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { idCheckStates, idChecksQuery } from "./id-checks-api";

/** ID checks: workers' documents waiting for a decision (or decided), each opened to review. */
export function IdChecksPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const filter = { state: oneOf(idCheckStates, search.get("state")) ?? "pending", page: pageIn(search) };
  const list = useQuery({ ...idChecksQuery(filter), placeholderData: keepPreviousData });
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(i18n.language) : "");

  const columns: ColumnDef<IdCheckSummary>[] = [
    {
      id: "submitted_at",
      header: t("idChecks.submitted"),
      cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.submitted_at)}</span>,
    },
    {
      id: "member",
      header: t("idChecks.member"),
      cell: ({ row }) => (
        <>
          {row.original.profile_name}
          <br />
          <span className="adm-muted">{row.original.member.email}</span>
        </>
      ),
    },
    {
      id: "state",
      header: t("idChecks.state"),
      cell: ({ row }) => <span className="adm-status">{t(`idChecks.states.${row.original.state}`)}</span>,
    },
    {
      id: "decided_at",
      header: t("idChecks.decided"),
      cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.decided_at)}</span>,
    },
    {
      id: "open",
      header: "",
      cell: ({ row }) => <Link to={`/admin/id-checks/${row.original.id}`}>{t("idChecks.review")}</Link>,
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.idChecks")} />
      <p className="adm-hint">{t("idChecks.intro")}</p>
      <div className="adm-filters">
        <FilterSelect
          name="state"
          label={t("idChecks.state")}
          value={filter.state}
          options={idCheckStates}
          words={(state) => t(`idChecks.states.${state}`)}
        />
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.idChecks")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-id-check-row"
        empty={t("idChecks.none")}
        meta={list.data?.meta}
        onPage={toPage}
      />
    </>
  );
}
