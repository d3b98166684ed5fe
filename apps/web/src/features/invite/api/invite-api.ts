import type { invitationHistoriesAnswer, inviteInfoAnswer } from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";

/** Every invitation answer lives under this key: refreshed together after a survey or a sign-up. */
export const invitationsKey = ["invitations"] as const;

/** The member's code and link, what an invitation pays, and how theirs went. */
export const inviteInfoQuery = queryOptions({
  queryKey: [...invitationsKey, "info"],
  queryFn: async ({ signal }) => (await callApi<typeof inviteInfoAnswer>("main", "invitations", { signal })).data,
});

/** The friends the member invited, a page at a time. */
export const inviteesQuery = infiniteQueryOptions({
  queryKey: [...invitationsKey, "invitees"],
  queryFn: ({ pageParam, signal }) =>
    callApi<typeof invitationHistoriesAnswer>("main", `point_histories/invitation_histories?page=${pageParam}`, {
      signal,
    }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
});

/** The link a member shares: the public invitation page with their code, on this site. */
export function shareUrl(sharePath: string): string {
  return new URL(sharePath, window.location.origin).toString();
}
