import type { claimAnswer } from "@rewards/contracts";
import { callApi } from "../../lib/api";

/** Every mission answer lives under this key: a claim, a check-in or a survey refreshes them together. */
export const missionsKey = ["missions"] as const;

/** `PUT sub_missions/{id}`: claims a finished step. */
export async function claimSubMission(id: string) {
  return (await callApi<typeof claimAnswer>("main", `sub_missions/${encodeURIComponent(id)}`, { method: "PUT" })).data;
}
