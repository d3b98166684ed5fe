import {
  type AuditLogQuery,
  adminRedeemRequestAnswer,
  adminRedeemRequestsAnswer,
  auditLogAnswer,
  dashboardAnswer,
  type RedeemRequestsQuery,
  staffProfileAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";

/** Every console answer lives under this key, so one write can refresh what it changed. */
export const adminKey = ["admin"] as const;

/** Who is using the console and what the server lets them do; the navigation is built from it. */
export const staffQuery = queryOptions({
  queryKey: [...adminKey, "me"],
  queryFn: async ({ signal }) => (await callApi("admin", "me", staffProfileAnswer, { signal })).data,
  staleTime: 60_000,
  retry: false,
});

export function dashboardQuery(days: number) {
  return queryOptions({
    queryKey: [...adminKey, "dashboard", days],
    queryFn: async ({ signal }) => (await callApi("admin", `dashboard?days=${days}`, dashboardAnswer, { signal })).data,
  });
}

/** Drops empty filters, so the address and the request carry only what was chosen. */
export function searchOf(filter: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value as string | number));
  }
  return search;
}

export function redeemRequestsQuery(filter: RedeemRequestsQuery) {
  return queryOptions({
    queryKey: [...adminKey, "redeem_requests", filter],
    queryFn: ({ signal }) =>
      callApi("admin", `redeem_requests?${searchOf(filter)}`, adminRedeemRequestsAnswer, { signal }),
  });
}

export type RedeemMove = { id: string; action: "approve" | "paid" } | { id: string; action: "reject"; reason: string };

export async function moveRedeemRequest(move: RedeemMove) {
  const body = move.action === "reject" ? { reason: move.reason } : undefined;
  return (
    await callApi("admin", `redeem_requests/${move.id}/${move.action}`, adminRedeemRequestAnswer, {
      method: "POST",
      body,
    })
  ).data;
}

export function auditLogQuery(filter: AuditLogQuery) {
  return queryOptions({
    queryKey: [...adminKey, "audit_log", filter],
    queryFn: ({ signal }) => callApi("admin", `audit_log?${searchOf(filter)}`, auditLogAnswer, { signal }),
  });
}
