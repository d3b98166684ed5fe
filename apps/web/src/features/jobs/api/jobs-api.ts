import type {
  Application,
  ApplicationStatus,
  applicationAnswer,
  applicationsAnswer,
  favoriteAnswer,
  jobReviewAnswer,
  priceQuotationAnswer,
  reportAnswer,
  WorkerJobCard,
  workerJobAnswer,
  workerJobsAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import { type JobSearch, jobSearchParams } from "../lib/job-search";

/** Every answer about jobs a worker sees lives under this key, so a step can refresh them all. */
export const workerJobsKey = ["worker-jobs"] as const;
/** A worker's applications. */
export const applicationsKey = ["worker-applications"] as const;
export const jobPageSize = 20;

const nextPage = (last: { meta: { page: number; total_pages: number } }) =>
  last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined;

/** Not found and other refusals are answers, not worth asking again. */
const retryServerTrouble = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2;

/** `GET worker/jobs`: the job list and the search, 20 a page. */
export const workerJobsQuery = (search: JobSearch) =>
  infiniteQueryOptions({
    queryKey: [...workerJobsKey, "list", search],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof workerJobsAnswer>("job", `worker/jobs?${jobSearchParams(search, pageParam, jobPageSize)}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

/** `GET worker/favorites`: the saved jobs. */
export const favoriteJobsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...workerJobsKey, "favorites"],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof workerJobsAnswer>("job", `worker/favorites?page=${pageParam}&limit=${jobPageSize}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

/** `GET worker/jobs/{id}`, with the distance when the worker's place is known. */
export const workerJobQuery = (id: string, place: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: [...workerJobsKey, "detail", id, place?.lat, place?.lng],
    queryFn: async ({ signal }) => {
      const near = place ? `?lat=${place.lat.toFixed(6)}&long=${place.lng.toFixed(6)}` : "";
      return (await callApi<typeof workerJobAnswer>("job", `worker/jobs/${encodeURIComponent(id)}${near}`, { signal }))
        .data;
    },
    retry: retryServerTrouble,
  });

/** `GET worker/applicants`: the applied jobs, by status. */
// The statuses are written out here: a value from the contracts would bring zod into the jobs screens.
export const applicationStatuses = [
  "applied",
  "hired",
  "worker_completed",
  "completed",
  "payment_complete",
  "declined",
  "withdraw",
  "cancelled",
  "disputed",
] as const satisfies readonly ApplicationStatus[];

/** The applied list's `?status=`: an unknown value reads as all (null), on the page and in its first data. */
export const applicationStatusParam = (value: string | null): ApplicationStatus | null =>
  (applicationStatuses as readonly string[]).includes(value ?? "") ? (value as ApplicationStatus) : null;

export const applicationsQuery = (status: ApplicationStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...applicationsKey, "list", status],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof applicationsAnswer>(
        "job",
        `worker/applicants?page=${pageParam}&limit=${jobPageSize}${status ? `&status=${status}` : ""}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, "detail", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof applicationAnswer>("job", `worker/applicants/${encodeURIComponent(id)}`, { signal })).data,
    retry: retryServerTrouble,
  });

/**
 * The estimate of an offer (service fee, contract fee), before it is sent: of a new quote, or of
 * a changed one on an application.
 */
export async function estimate(offer: number, applicationId?: string, signal?: AbortSignal) {
  const answer = applicationId
    ? await callApi<typeof priceQuotationAnswer>(
        "job",
        `worker/applicants/${encodeURIComponent(applicationId)}/price_quotation`,
        { method: "POST", body: { offer_price: offer }, ...(signal && { signal }) },
      )
    : await callApi<typeof priceQuotationAnswer>("job", `price_quotation?offer_price=${offer}`, {
        ...(signal && { signal }),
      });
  return answer.data;
}

/** Everything a step on a job or an application may change: lists, the detail, the applications. */
async function refresh() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workerJobsKey }),
    queryClient.invalidateQueries({ queryKey: applicationsKey }),
  ]);
}

/** The worker opened the job: its card loses the 'new' ribbon. */
export async function markSeen(job: WorkerJobCard) {
  if (job.ribbon !== "new") return;
  await callApi("job", "worker/jobs/seen_update", { method: "POST", body: { id: job.id } });
  await queryClient.invalidateQueries({ queryKey: [...workerJobsKey, "list"] });
  await queryClient.invalidateQueries({ queryKey: [...workerJobsKey, "favorites"] });
}

export async function toggleFavorite(jobId: string) {
  const answer = await callApi<typeof favoriteAnswer>("job", "worker/favorites", {
    method: "POST",
    body: { job_id: jobId },
  });
  await queryClient.invalidateQueries({ queryKey: workerJobsKey });
  return answer.data;
}

export type QuoteBody = {
  offer_price: number;
  start_date: string | null;
  end_date: string | null;
  deadline: string | null;
  message: string;
};

export async function applyTo(jobId: string, quote: QuoteBody): Promise<Application> {
  const answer = await callApi<typeof applicationAnswer>("job", "worker/applicants", {
    method: "POST",
    body: { job_id: jobId, ...quote },
  });
  await refresh();
  return answer.data;
}

export async function editQuote(applicationId: string, quote: QuoteBody): Promise<Application> {
  const answer = await callApi<typeof applicationAnswer>(
    "job",
    `worker/applicants/${encodeURIComponent(applicationId)}`,
    { method: "PUT", body: quote },
  );
  await refresh();
  return answer.data;
}

/** Withdraw, or report the work done. */
export async function stepApplication(id: string, status: "withdraw" | "worker_completed") {
  const answer = await callApi<typeof applicationAnswer>("job", "worker/applicants/update_status", {
    method: "PUT",
    body: { id, status },
  });
  await refresh();
  return answer.data;
}

export async function reviewClient(applicationId: string, rating: number, content: string) {
  const answer = await callApi<typeof jobReviewAnswer>("job", "worker/reviews", {
    method: "POST",
    body: { application_id: applicationId, rating, content },
  });
  return answer.data;
}

export async function reportJob(jobId: string, applicationId: string | null, reason: string) {
  const answer = await callApi<typeof reportAnswer>("job", "worker/reports", {
    method: "POST",
    body: { job_id: jobId, ...(applicationId && { application_id: applicationId }), reason },
  });
  return answer.data;
}
