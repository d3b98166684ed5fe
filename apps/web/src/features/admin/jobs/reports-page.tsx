import { type JobReport, quotation, reportStatuses } from "@rewards/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { adminKey, staffQuery } from "../api/admin-api";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { JobActionDialog } from "./action-dialog";
import { closeJobByPaying, closeReport, reportsQuery } from "./jobs-api";
import { JobsTabs } from "./jobs-tabs";
import { MemberCell } from "./member-cell";
import { isShareRefused } from "./split";

type Asking = { kind: "close" | "pay"; report: JobReport };

/**
 * Reports of jobs (or their clients) sent by workers: read, handle, close. Where workers are still
 * at work on the reported job, a staff member who may move points can close the job by paying them
 * from escrow.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation("admin");
  const refusalText = useRefusalText({ context: "dispute" });
  const { search, toPage } = useListAddress();
  const filter = { status: oneOf(reportStatuses, search.get("status")) ?? "open", page: pageIn(search) };
  const list = useQuery({ ...reportsQuery(filter), placeholderData: keepPreviousData });
  const staff = useQuery(staffQuery);
  const canPay = staff.data?.permissions.includes("points") ?? false;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const points = (value: number) => t("jobs.points", { points: value.toLocaleString(i18n.language) });
  const stop = () => {
    setAsking(null);
    setRefusal(null);
  };
  const act = useMutation({
    mutationFn: async ({ kind, report, note }: Asking & { note: string }) => {
      if (kind === "close") await closeReport(report.id);
      else await closeJobByPaying({ jobId: report.job_id, note });
      return kind;
    },
    onSuccess: (kind) => {
      toast.success(t(`jobs.reports.done.${kind}`));
      stop();
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: (error) => {
      setRefusal(isShareRefused(error) ? t("jobs.errors.share") : refusalText(error));
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });

  const columns: ColumnDef<JobReport>[] = [
    {
      id: "job",
      header: t("jobs.job"),
      cell: ({ row }) => (
        <div className="min-w-40">
          <span className="font-semibold">{row.original.job_title}</span>
          <br />
          <span className="adm-muted">{t(`jobs.jobStatuses.${row.original.job_status}`)}</span>
          <br />
          <span className="adm-muted">
            {t("jobs.reportedAt", { at: new Date(row.original.created_at).toLocaleString(i18n.language) })}
          </span>
        </div>
      ),
    },
    { id: "reporter", header: t("jobs.reporter"), cell: ({ row }) => <MemberCell member={row.original.reporter} /> },
    {
      id: "reason",
      header: t("jobs.reason"),
      cell: ({ row }) => (
        <p className="m-0 max-w-md min-w-48 whitespace-pre-wrap wrap-anywhere">{row.original.reason}</p>
      ),
    },
    {
      id: "status",
      header: t("jobs.status"),
      cell: ({ row }) => (
        <span className="adm-status whitespace-nowrap">{t(`jobs.reportStatuses.${row.original.status}`)}</span>
      ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      cell: ({ row }) => {
        const report = row.original;
        const payable = canPay && report.job_status !== "closed" && report.payable.length > 0;
        if (report.status === "closed" && !payable) return null;
        return (
          <div className="flex flex-col items-start gap-1.5">
            {report.status === "open" && (
              <button type="button" className="adm-btn" onClick={() => setAsking({ kind: "close", report })}>
                {t("jobs.reports.close")}
              </button>
            )}
            {payable && (
              <button type="button" className="adm-btn" onClick={() => setAsking({ kind: "pay", report })}>
                {t("jobs.reports.pay")}
              </button>
            )}
          </div>
        );
      },
    },
  ];

  const payees = asking?.report.payable ?? [];
  const total = payees.reduce((sum, payee) => sum + payee.amount, 0);
  return (
    <>
      <ListHeading title={t("sections.jobs")} />
      <JobsTabs />
      <p className="adm-hint">{t("jobs.reportsIntro")}</p>
      <div className="adm-filters">
        <FilterSelect
          name="status"
          label={t("jobs.status")}
          value={filter.status}
          options={reportStatuses}
          words={(status) => t(`jobs.reportStatuses.${status}`)}
        />
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      {list.isPending && <p className="adm-muted">{t("jobs.loading")}</p>}
      <DataTable
        label={t("jobs.tabs.reports")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-job-report-row"
        empty={t(`jobs.noReports.${filter.status}`)}
        meta={list.data?.meta}
        onPage={toPage}
      />
      {asking && (
        <JobActionDialog
          open
          onOpenChange={(open) => !open && stop()}
          title={t(`jobs.reports.confirm.${asking.kind}.title`, { job: asking.report.job_title })}
          description={
            asking.kind === "close" ? (
              t("jobs.reports.confirm.close.body")
            ) : (
              <>
                <p className="mt-0">{t("jobs.reports.confirm.pay.body", { amount: points(total) })}</p>
                <ul className="m-0 pl-5" data-testid="admin-job-payees">
                  {payees.map((payee) => (
                    <li key={payee.worker.id}>
                      {t("jobs.reports.confirm.pay.payee", {
                        name: payee.worker.name || payee.worker.email,
                        amount: points(payee.amount),
                        receives: points(quotation(payee.amount).contract_fee),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )
          }
          confirmLabel={t(`jobs.reports.confirm.${asking.kind}.action`)}
          withNote={asking.kind === "pay"}
          danger={asking.kind === "pay"}
          busy={act.isPending}
          refusal={refusal}
          onConfirm={(note) => {
            setRefusal(null);
            act.mutate({ ...asking, note });
          }}
        />
      )}
    </>
  );
}
