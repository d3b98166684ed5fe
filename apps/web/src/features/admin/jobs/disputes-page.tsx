import { disputeStatuses, type JobDispute } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { disputesQuery } from "./jobs-api";
import { JobsTabs } from "./jobs-tabs";
import { MemberCell } from "./member-cell";
import { ResolveDialog } from "./resolve-dialog";

/**
 * The job marketplace's disputes: a client cancelled after the worker reported the job done, and
 * the offer waits in escrow until the back office pays the worker, refunds the client or splits.
 */
export function DisputesPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const filter = { status: oneOf(disputeStatuses, search.get("status")) ?? "open", page: pageIn(search) };
  const list = useQuery({ ...disputesQuery(filter), placeholderData: keepPreviousData });
  const [settling, setSettling] = useState<JobDispute | null>(null);
  const points = (value: number) => t("jobs.points", { points: value.toLocaleString(i18n.language) });

  const columns: ColumnDef<JobDispute>[] = [
    {
      id: "job",
      header: t("jobs.job"),
      cell: ({ row }) => (
        <div className="min-w-40">
          <span className="font-semibold">{row.original.job_title}</span>
          <br />
          <span className="adm-muted">
            {t("jobs.openedAt", { at: new Date(row.original.created_at).toLocaleString(i18n.language) })}
          </span>
        </div>
      ),
    },
    { id: "client", header: t("jobs.client"), cell: ({ row }) => <MemberCell member={row.original.client} /> },
    { id: "worker", header: t("jobs.worker"), cell: ({ row }) => <MemberCell member={row.original.worker} /> },
    {
      id: "amount",
      header: t("jobs.held"),
      meta: { numeric: true },
      cell: ({ row }) => <span className="whitespace-nowrap">{points(row.original.amount)}</span>,
    },
    {
      id: "reason",
      header: t("jobs.clientReason"),
      cell: ({ row }) => (
        <p className="m-0 max-w-md min-w-40 whitespace-pre-wrap wrap-anywhere">{row.original.reason}</p>
      ),
    },
    {
      id: "status",
      header: t("jobs.status"),
      cell: ({ row }) => {
        const d = row.original;
        if (d.status === "open")
          return (
            <button type="button" className="adm-btn adm-btn-primary" onClick={() => setSettling(d)}>
              {t("jobs.resolve.open")}
            </button>
          );
        return (
          <>
            <span className="adm-status whitespace-nowrap">{t(`jobs.disputeStatuses.${d.status}`)}</span>
            {d.resolution && (
              <span className="adm-muted block">
                {t(`jobs.resolutions.${d.resolution}`)}
                {" · "}
                {t("jobs.settledAs", { worker: points(d.worker_amount ?? 0), client: points(d.refund_amount ?? 0) })}
              </span>
            )}
          </>
        );
      },
    },
  ];

  return (
    <>
      <ListHeading title={t("sections.jobs")} />
      <JobsTabs />
      <p className="adm-hint">{t("jobs.disputesIntro")}</p>
      <div className="adm-filters">
        <FilterSelect
          name="status"
          label={t("jobs.status")}
          value={filter.status}
          options={disputeStatuses}
          words={(status) => t(`jobs.disputeStatuses.${status}`)}
        />
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      {list.isPending && <p className="adm-muted">{t("jobs.loading")}</p>}
      <DataTable
        label={t("jobs.tabs.disputes")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-dispute-row"
        empty={t(`jobs.noDisputes.${filter.status}`)}
        meta={list.data?.meta}
        onPage={toPage}
      />
      <ResolveDialog dispute={settling} onClose={() => setSettling(null)} />
    </>
  );
}
