import type {
  adminNotificationCampaignAnswer,
  adminNotificationCampaignsAnswer,
  NotificationCampaignRequest,
  NotificationCampaignsQuery,
  NotificationSegment,
  notificationAudienceAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey, searchOf } from "../api/admin-api";

/** Every answer of the notifications section; sending or cancelling refreshes them all. */
export const campaignsKey = [...adminKey, "notifications"] as const;

export function campaignsQuery(filter: NotificationCampaignsQuery) {
  return queryOptions({
    queryKey: [...campaignsKey, "list", filter],
    queryFn: ({ signal }) =>
      callApi<typeof adminNotificationCampaignsAnswer>("admin", `notifications?${searchOf(filter)}`, { signal }),
  });
}

export function campaignQuery(id: string) {
  return queryOptions({
    queryKey: [...campaignsKey, "one", id],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof adminNotificationCampaignAnswer>("admin", `notifications/${encodeURIComponent(id)}`, {
          signal,
        })
      ).data,
    // Follow a campaign while it waits or goes out.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "scheduled" || status === "sending" ? 5_000 : false;
    },
  });
}

/** How many members a segment reaches now (the composer's live count). */
export function audienceQuery(segment: NotificationSegment | null) {
  return queryOptions({
    queryKey: [...campaignsKey, "audience", segment],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof notificationAudienceAnswer>("admin", "notifications/audience", {
          method: "POST",
          body: { segment },
          signal,
        })
      ).data.members,
    enabled: segment !== null,
    staleTime: 30_000,
  });
}

export async function sendCampaign(request: NotificationCampaignRequest) {
  return (
    await callApi<typeof adminNotificationCampaignAnswer>("admin", "notifications", { method: "POST", body: request })
  ).data;
}

export async function cancelCampaign(id: string) {
  return (
    await callApi<typeof adminNotificationCampaignAnswer>("admin", `notifications/${encodeURIComponent(id)}/cancel`, {
      method: "POST",
    })
  ).data;
}
