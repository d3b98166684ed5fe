import type { checkMissionsAnswer, completedMissionsAnswer, MissionType, missionsAnswer } from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { missionsKey } from "../../../shared/missions";
import { nextMissionPage } from "../lib/paging";

/** A tab of active missions (levelUp or daily), a page at a time. */
export function activeMissionsQuery(type: MissionType) {
  return infiniteQueryOptions({
    queryKey: [...missionsKey, "active", type],
    queryFn: async ({ pageParam, signal }) =>
      (await callApi<typeof missionsAnswer>("main", `missions?type=${type}&page=${pageParam}`, { signal })).data,
    initialPageParam: 1,
    getNextPageParam: nextMissionPage,
  });
}

/** The completed tab: steps done, those waiting to be claimed first. */
export const completedMissionsQuery = infiniteQueryOptions({
  queryKey: [...missionsKey, "completed"],
  queryFn: async ({ pageParam, signal }) =>
    (await callApi<typeof completedMissionsAnswer>("main", `missions/completed?page=${pageParam}`, { signal })).data,
  initialPageParam: 1,
  getNextPageParam: nextMissionPage,
});

/** Whether anything waits to be claimed: the dot on the menu. */
export const checkMissionsQuery = queryOptions({
  queryKey: [...missionsKey, "check"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof checkMissionsAnswer>("main", "missions/check_missions", { signal })).data,
});
