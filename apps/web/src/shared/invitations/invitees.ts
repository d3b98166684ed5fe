import type { invitationHistoriesAnswer } from "@rewards/contracts";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api";

/** Every invitation answer lives under this key: refreshed together after a survey or a sign-up. */
export const invitationsKey = ["invitations"] as const;

/** The friends the member invited, a page at a time: the invitations screen's and the points' tab. */
export const inviteesQuery = infiniteQueryOptions({
  queryKey: [...invitationsKey, "invitees"],
  queryFn: ({ pageParam, signal }) =>
    callApi<typeof invitationHistoriesAnswer>("main", `point_histories/invitation_histories?page=${pageParam}`, {
      signal,
    }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
});
