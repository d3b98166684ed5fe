import type { JobProfile, profileDetailAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api";
import { ApiError } from "../../lib/api-error";

/** Every answer about the member's own job profile lives under this key (the flash guard, the job market's layout and the worker's screens read it). */
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
