import type { inviteInfoAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { invitationsKey } from "../../../shared/invitations";

/** The member's code and link, what an invitation pays, and how theirs went. */
export const inviteInfoQuery = queryOptions({
  queryKey: [...invitationsKey, "info"],
  queryFn: async ({ signal }) => (await callApi<typeof inviteInfoAnswer>("main", "invitations", { signal })).data,
});

/** The link a member shares: the public invitation page with their code, on this site. */
export function shareUrl(sharePath: string): string {
  return new URL(sharePath, window.location.origin).toString();
}
