import type {
  categoriesAnswer,
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

/** Every answer about the member's own job profile lives under this key (the guard reads it too). */
export const flashProfileKey = ["flash-profile"] as const;

/** The member's own client profile lives under this key, apart from the worker one. */
export const clientProfileKey = ["client-profile"] as const;

/**
 * The member's own worker (userType 0) or client (userType 1) profile, or null when there is none
 * yet ('No Profile found' is an answer here, not a failure: it is what the guards and entry screens ask).
 */
function ownProfileQuery(userType: 0 | 1) {
  return queryOptions({
    queryKey: userType === 0 ? flashProfileKey : clientProfileKey,
    queryFn: async ({ signal }): Promise<JobProfile | null> => {
      try {
        const path = `common/profileDetail?userType=${userType}`;
        return (await callApi<typeof profileDetailAnswer>("job", path, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export const flashProfileQuery = ownProfileQuery(0);
export const clientProfileQuery = ownProfileQuery(1);

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

/** The job and skill categories, named in the reader's language. */
export const categoriesQuery = (locale: string) =>
  queryOptions({
    queryKey: ["job-categories", locale],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof categoriesAnswer>("job", `public/categories?locale=${encodeURIComponent(locale)}`, {
          signal,
        })
      ).data,
    staleTime: 60 * 60 * 1000,
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
