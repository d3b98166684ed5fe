import type {
  AdminMission,
  adminMissionAnswer,
  adminMissionListAnswer,
  MissionDefinition,
  MissionType,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey, searchOf } from "../api/admin-api";

export const missionsKey = [...adminKey, "missions"] as const;

export type MissionsFilter = { type?: MissionType | undefined; level?: number | undefined };

/** The missions a filter picks, in the members' order (type, level, position); the API answers them all. */
export function adminMissionsQuery(filter: MissionsFilter) {
  return queryOptions({
    queryKey: [...missionsKey, filter],
    queryFn: async ({ signal }) =>
      (await callApi<typeof adminMissionListAnswer>("admin", `missions?${searchOf(filter)}`, { signal })).data,
  });
}

/** A new mission (no id) or the whole definition of an existing one, replaced. */
export async function saveMission({
  id,
  definition,
}: {
  id: string | undefined;
  definition: MissionDefinition;
}): Promise<AdminMission> {
  const path = id ? `missions/${id}` : "missions";
  return (await callApi<typeof adminMissionAnswer>("admin", path, { method: id ? "PUT" : "POST", body: definition }))
    .data;
}
