import type { IdCheckDetail, idCheckAnswer, idChecksAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey, searchOf } from "../api/admin-api";

export const idCheckStates = ["pending", "approved", "rejected"] as const;
export type IdChecksFilter = { state: (typeof idCheckStates)[number]; page: number };

/** Workers' ID verifications in one state: pending oldest sent first, decided newest first. */
export function idChecksQuery(filter: IdChecksFilter) {
  return queryOptions({
    queryKey: [...adminKey, "id_checks", filter],
    queryFn: ({ signal }) => callApi<typeof idChecksAnswer>("admin", `id_checks?${searchOf(filter)}`, { signal }),
  });
}

/** One check with its documents as signed links, which last minutes: fetched afresh on each visit. */
export function idCheckQuery(id: string) {
  return queryOptions({
    queryKey: [...adminKey, "id_checks", id],
    queryFn: async ({ signal }) => (await callApi<typeof idCheckAnswer>("admin", `id_checks/${id}`, { signal })).data,
    staleTime: 0,
  });
}

export type IdCheckDecision = { id: string; decision: "approve" } | { id: string; decision: "reject"; reason: string };

export async function decideIdCheck(move: IdCheckDecision): Promise<IdCheckDetail> {
  const body = move.decision === "reject" ? { reason: move.reason } : undefined;
  return (
    await callApi<typeof idCheckAnswer>("admin", `id_checks/${move.id}/${move.decision}`, { method: "POST", body })
  ).data;
}
