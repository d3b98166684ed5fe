import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const notificationsApi = loadOnce(() => import("./api/notifications-api"));

/** The list's first page; the browser marks the bell seen once it shows it, never the server. */
const notificationsData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await notificationsApi()).notificationListQuery);
};

/** One notification, read only: the browser records the opening once it shows it. */
const notificationData: ScreenLoader = async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await notificationsApi()).notificationQuery(params.id ?? ""));
};

export const screens: Screen[] = [
  {
    path: "/home/notification",
    layout: "home",
    guard: "home",
    meta: { title: "notification" },
    loader: notificationsData,
    lazy: async () => ({ Component: (await import("./pages/notification-page")).NotificationPage }),
  },
  {
    path: "/home/notification/:id",
    layout: "home",
    guard: "home",
    meta: { title: "notificationDetail" },
    loader: notificationData,
    lazy: async () => ({ Component: (await import("./pages/notification-detail-page")).NotificationDetailPage }),
  },
];
