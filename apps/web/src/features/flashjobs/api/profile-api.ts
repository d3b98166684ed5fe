import type {
  JobProfile,
  profileDetailAnswer,
  reviewsAnswer,
  WorkerProfileBody,
  workerAchievementsAnswer,
  workerSkillsAnswer,
  workerSocialsAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import { flashProfileKey } from "../../../shared/job-profiles";

/** Anybody's worker profile, for the public profile page. */
export const publicProfileQuery = (id: string) =>
  queryOptions({
    queryKey: ["job-profiles", id],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof profileDetailAnswer>(
          "job",
          `common/profileDetail?userType=0&id=${encodeURIComponent(id)}`,
          { signal },
        )
      ).data,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** A worker's reviews, newest first, a page at a time. */
export const workerReviewsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ["job-profiles", id, "reviews"],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof reviewsAnswer>(
        "job",
        `public/workers/${encodeURIComponent(id)}/reviews?page=${pageParam}&limit=10`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
  });

/** Saves the basic tab (the first save creates the profile) and keeps the answer as the cached profile. */
export async function saveWorkerProfile(body: WorkerProfileBody): Promise<JobProfile> {
  const { data } = await callApi<typeof profileDetailAnswer>("job", "worker/workers/1", { method: "PUT", body });
  queryClient.setQueryData(flashProfileKey, data);
  return data;
}

type ListAnswer = typeof workerSkillsAnswer | typeof workerAchievementsAnswer | typeof workerSocialsAnswer;

/** The three lists a worker keeps, each saved whole. */
export const profileLists = {
  skills: "worker/worker_skills",
  achievements: "worker/worker_achievements",
  socials: "worker/worker_socials",
} as const;
export type ProfileListName = keyof typeof profileLists;

/** Replaces one of the lists; the profile (its meter and overview) is read again afterwards. */
export async function saveProfileList<N extends ProfileListName>(
  name: N,
  items: unknown[],
): Promise<z.output<ListAnswer>["data"]> {
  const { data } = await callApi<ListAnswer>("job", profileLists[name], { method: "POST", body: { [name]: items } });
  await queryClient.invalidateQueries({ queryKey: flashProfileKey });
  return data;
}
