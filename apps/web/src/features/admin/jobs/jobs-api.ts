import type {
  closeJobAnswer,
  disputeAnswer,
  disputeResolutions,
  disputesAnswer,
  JobDispute,
  reportsAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey, searchOf } from "../api/admin-api";

export type JobsListFilter<Status extends string> = { status: Status | undefined; page: number };

/** The job marketplace's disputes, newest first, open or settled. */
export function disputesQuery(filter: JobsListFilter<"open" | "resolved">) {
  return queryOptions({
    queryKey: [...adminKey, "job_disputes", filter],
    queryFn: ({ signal }) => callApi<typeof disputesAnswer>("admin", `job_disputes?${searchOf(filter)}`, { signal }),
  });
}

/** Reports of jobs, newest first, open or closed, each with what closing its job by paying would pay. */
export function reportsQuery(filter: JobsListFilter<"open" | "closed">) {
  return queryOptions({
    queryKey: [...adminKey, "job_reports", filter],
    queryFn: ({ signal }) => callApi<typeof reportsAnswer>("admin", `job_reports?${searchOf(filter)}`, { signal }),
  });
}

export type Resolution = {
  id: string;
  resolution: (typeof disputeResolutions)[number];
  worker_amount?: number;
  note: string;
};

export async function resolveDispute({ id, ...body }: Resolution): Promise<JobDispute> {
  return (await callApi<typeof disputeAnswer>("admin", `job_disputes/${id}/resolve`, { method: "POST", body })).data;
}

export async function closeReport(id: string): Promise<void> {
  await callApi("admin", `job_reports/${id}/close`, { method: "POST" });
}

export async function closeJobByPaying({ jobId, note }: { jobId: string; note: string }) {
  return (
    await callApi<typeof closeJobAnswer>("admin", `jobs/${jobId}/close_by_payment`, { method: "POST", body: { note } })
  ).data;
}
