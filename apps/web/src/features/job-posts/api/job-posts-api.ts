import type {
  Application,
  applicationAnswer,
  applicationsAnswer,
  clientJobAnswer,
  clientJobsAnswer,
  JobBody,
  JobEditBody,
  JobProfile,
  jobReviewAnswer,
  profileDetailAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import { clientProfileKey } from "../../../shared/job-profiles";

export type ClientJob = z.output<typeof clientJobAnswer>["data"];

/** Everything about the member's own job posts lives under this key. */
export const jobPostsKey = ["job-posts"] as const;

/** Creates the client profile: the name clients are known by to the workers they hire. */
export async function createClientProfile(name: string): Promise<JobProfile> {
  const { data } = await callApi<typeof profileDetailAnswer>("job", "client/clients/1", {
    method: "PUT",
    body: { name },
  });
  queryClient.setQueryData(clientProfileKey, data);
  return data;
}

/** The client's jobs, newest first, with each one's applicants count. */
export const clientJobsQuery = infiniteQueryOptions({
  queryKey: [...jobPostsKey, "list"],
  queryFn: ({ pageParam, signal }) =>
    callApi<typeof clientJobsAnswer>("job", `client/jobs?page=${pageParam}&limit=20`, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
});

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

export const clientJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...jobPostsKey, "job", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof clientJobAnswer>("job", `client/jobs/${encodeURIComponent(id)}`, { signal })).data,
    retry: noRetryOn4xx,
  });

/** A job's applicants with their quotes, newest first (a job has at most a few dozen). */
export const applicantsQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...jobPostsKey, "job", jobId, "applicants"],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof applicationsAnswer>(
          "job",
          `client/jobs/${encodeURIComponent(jobId)}/applicants?page=1&limit=50`,
          { signal },
        )
      ).data,
    retry: noRetryOn4xx,
  });

async function refreshPosts() {
  await queryClient.invalidateQueries({ queryKey: jobPostsKey });
}

/** Posts a new job (a draft, or published at once). */
export async function createJob(body: JobBody): Promise<ClientJob> {
  const { data } = await callApi<typeof clientJobAnswer>("job", "client/jobs", { method: "POST", body });
  await refreshPosts();
  return data;
}

export async function editJob(id: string, body: JobEditBody): Promise<ClientJob> {
  const { data } = await callApi<typeof clientJobAnswer>("job", `client/jobs/${encodeURIComponent(id)}`, {
    method: "PUT",
    body,
  });
  await refreshPosts();
  return data;
}

/** Publishes a draft (workers see it) or closes a job to new applications. */
export async function setJobStatus(id: string, step: "publish" | "close"): Promise<ClientJob> {
  const { data } = await callApi<typeof clientJobAnswer>("job", `client/jobs/${encodeURIComponent(id)}/${step}`, {
    method: "POST",
  });
  await refreshPosts();
  return data;
}

/**
 * The client's steps on an applicant: hire (points into escrow), decline, confirm (the worker is
 * paid). A hire carries the quote as the client saw it: the server refuses one changed since.
 */
export async function applicantStep(
  id: string,
  step: "hire" | "decline" | "confirm",
  seenOffer?: number,
): Promise<Application> {
  const { data } = await callApi<typeof applicationAnswer>(
    "job",
    `client/applicants/${encodeURIComponent(id)}/${step}`,
    { method: "POST", ...(step === "hire" && seenOffer !== undefined && { body: { offer_price: seenOffer } }) },
  );
  await refreshPosts();
  return data;
}

/** Cancels a hire with a reason: refunded before the work is reported, disputed after. */
export async function cancelApplicant(id: string, reason: string): Promise<Application> {
  const { data } = await callApi<typeof applicationAnswer>(
    "job",
    `client/applicants/${encodeURIComponent(id)}/cancel`,
    {
      method: "POST",
      body: { reason },
    },
  );
  await refreshPosts();
  return data;
}

export async function reviewWorker(body: { application_id: string; rating: number; content: string }) {
  return (await callApi<typeof jobReviewAnswer>("job", "client/reviews", { method: "POST", body })).data;
}
