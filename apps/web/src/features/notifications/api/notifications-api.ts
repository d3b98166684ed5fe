import type {
  NotificationItem,
  notificationAnswer,
  notificationPageAnswer,
  openedNotificationAnswer,
  readNoticeAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";

/** Every notification answer lives under this key; opening one refreshes the list and the bell. */
export const notificationsKey = ["notifications"] as const;
const pageSize = 20;

export const notificationListQuery = infiniteQueryOptions({
  queryKey: [...notificationsKey, "list"],
  queryFn: async ({ pageParam, signal }) => {
    const answer = await callApi<typeof notificationPageAnswer>(
      "main",
      `push_notifications?page=${pageParam}&limit=${pageSize}`,
      {
        signal,
      },
    );
    return { ...answer.data, meta: answer.meta };
  },
  initialPageParam: 1,
  getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
});

export function notificationQuery(id: string) {
  return queryOptions({
    queryKey: [...notificationsKey, "one", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof notificationAnswer>("main", `push_notifications/${encodeURIComponent(id)}`, { signal }))
        .data,
    retry: false,
  });
}

/** `POST user_notifications`: the member opened this notification. */
export async function markOpened(item: Pick<NotificationItem, "reasonable_type" | "reasonable_id">, path: string) {
  return (
    await callApi<typeof openedNotificationAnswer>("main", "user_notifications", {
      method: "POST",
      body: { path, reasonable_type: item.reasonable_type, reasonable_id: item.reasonable_id },
    })
  ).data;
}

/** `PUT setting/read_notice`: the member looked at the bell's list. */
export async function readNotice() {
  return (await callApi<typeof readNoticeAnswer>("main", "setting/read_notice", { method: "PUT" })).data;
}

/** Where a notification leads: a survey's own page, else its detail. */
export function notificationTarget(item: Pick<NotificationItem, "id" | "reasonable_type" | "reasonable_id">): string {
  return item.reasonable_type === "Survey"
    ? `/home/survey/${item.reasonable_id}`
    : `/home/notification/${item.id}?path=home`;
}
