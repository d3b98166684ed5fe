import type {
  AdminMembersQuery,
  AuditLogQuery,
  adminMemberAnswer,
  adminMemberEntriesAnswer,
  adminMembersAnswer,
  adminRedeemRequestAnswer,
  adminRedeemRequestsAnswer,
  auditLogAnswer,
  dashboardAnswer,
  memberSessionsAnswer,
  pointGrantAnswer,
  RedeemRequestsQuery,
  revealedAccountAnswer,
  staffProfileAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";

/** Every console answer lives under this key, so one write can refresh what it changed. */
export const adminKey = ["admin"] as const;

/** Who is using the console and what the server lets them do; the navigation is built from it. */
export const staffQuery = queryOptions({
  queryKey: [...adminKey, "me"],
  queryFn: async ({ signal }) => (await callApi<typeof staffProfileAnswer>("admin", "me", { signal })).data,
  staleTime: 60_000,
  retry: false,
});

export function dashboardQuery(days: number) {
  return queryOptions({
    queryKey: [...adminKey, "dashboard", days],
    queryFn: async ({ signal }) =>
      (await callApi<typeof dashboardAnswer>("admin", `dashboard?days=${days}`, { signal })).data,
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
      callApi<typeof adminRedeemRequestsAnswer>("admin", `redeem_requests?${searchOf(filter)}`, { signal }),
  });
}

export type RedeemMove =
  | { id: string; action: "approve" | "paid"; transfer_reference?: string }
  | { id: string; action: "reject"; reason: string };

export async function moveRedeemRequest(move: RedeemMove) {
  const body =
    move.action === "reject"
      ? { reason: move.reason }
      : move.transfer_reference
        ? { transfer_reference: move.transfer_reference }
        : undefined;
  return (
    await callApi<typeof adminRedeemRequestAnswer>("admin", `redeem_requests/${move.id}/${move.action}`, {
      method: "POST",
      body,
    })
  ).data;
}

/** The whole account number of one bank transfer; the server records each reveal in the audit log. */
export async function revealAccountNumber(id: string) {
  return (
    await callApi<typeof revealedAccountAnswer>("admin", `redeem_requests/${id}/reveal_account`, { method: "POST" })
  ).data.account_number;
}

export function auditLogQuery(filter: AuditLogQuery) {
  return queryOptions({
    queryKey: [...adminKey, "audit_log", filter],
    queryFn: ({ signal }) => callApi<typeof auditLogAnswer>("admin", `audit_log?${searchOf(filter)}`, { signal }),
  });
}

export function membersQuery(filter: AdminMembersQuery) {
  return queryOptions({
    queryKey: [...adminKey, "members", filter],
    queryFn: ({ signal }) => callApi<typeof adminMembersAnswer>("admin", `members?${searchOf(filter)}`, { signal }),
  });
}

export function memberQuery(id: string) {
  return queryOptions({
    queryKey: [...adminKey, "member", id],
    queryFn: async ({ signal }) => (await callApi<typeof adminMemberAnswer>("admin", `members/${id}`, { signal })).data,
  });
}

export function memberEntriesQuery(id: string, page: number) {
  return queryOptions({
    queryKey: [...adminKey, "member", id, "point_entries", page],
    queryFn: ({ signal }) =>
      callApi<typeof adminMemberEntriesAnswer>("admin", `members/${id}/point_entries?page=${page}`, { signal }),
  });
}

export function memberSessionsQuery(id: string) {
  return queryOptions({
    queryKey: [...adminKey, "member", id, "sessions"],
    queryFn: async ({ signal }) =>
      (await callApi<typeof memberSessionsAnswer>("admin", `members/${id}/sessions`, { signal })).data,
  });
}

export async function setMemberSuspension(input: { id: string; suspend: boolean; reason: string }) {
  const action = input.suspend ? "suspend" : "unsuspend";
  return (
    await callApi<typeof adminMemberAnswer>("admin", `members/${input.id}/${action}`, {
      method: "POST",
      body: { reason: input.reason },
    })
  ).data;
}

/**
 * Credits (or debits, when negative) a member's points through the ledger. The key is made once per
 * confirmed adjustment, so a retried request cannot grant twice.
 */
export async function adjustPoints(input: { userId: string; point: number; reason: string; key: string }) {
  return (
    await callApi<typeof pointGrantAnswer>("admin", "point_grants", {
      method: "POST",
      body: { user_id: input.userId, point: input.point, reason: input.reason },
      headers: { "Idempotency-Key": input.key },
    })
  ).data;
}
