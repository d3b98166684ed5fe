import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const pointsApi = loadOnce(() => import("./api/points-api"));
const pointsTabs = loadOnce(() => import("./lib/tabs"));
const redeemApi = loadOnce(() => import("./api/redeem-api"));
const invitations = loadOnce(() => import("../../shared/invitations/invitees"));

/** The balance (the layout's), and the open tab's first page, with the address's filters. */
const pointsData: ScreenLoader = async ({ url, queryClient }) => {
  const [{ paidHistoryQuery, pointEntriesQuery, pointHistoriesQuery }, tabs] = await Promise.all([
    pointsApi(),
    pointsTabs(),
  ]);
  switch (tabs.pointsTabOf(url.searchParams)) {
    case "history": {
      const { filter, period } = tabs.historyFiltersOf(url.searchParams);
      return queryClient.prefetchInfiniteQuery(pointHistoriesQuery(filter, period));
    }
    case "earnings":
      return queryClient.prefetchInfiniteQuery(pointEntriesQuery);
    case "exchanges":
      return queryClient.prefetchInfiniteQuery(paidHistoryQuery);
    case "invitations":
      return queryClient.prefetchInfiniteQuery((await invitations()).inviteesQuery);
  }
};

/**
 * The balance (the layout's) and the rate, from the profile the guard has loaded; on a card tab,
 * where the member's market offers cards, the cards in stock. The forms start empty, and a code is
 * texted only when the member sends one.
 */
const redeemData: ScreenLoader = async ({ url, queryClient }) => {
  const [{ pointSummaryQuery }, { phoneCardInfoQuery }, { redeemWayOf }] = await Promise.all([
    pointsApi(),
    redeemApi(),
    pointsTabs(),
  ]);
  const summary = await queryClient.ensureQueryData(pointSummaryQuery).catch(() => null);
  if (summary && redeemWayOf(url.searchParams, summary.enable_change_card) !== "bank_transfer") {
    await queryClient.prefetchQuery(phoneCardInfoQuery);
  }
};

/** One movement of the member's points; another member's is not found, and the browser says so. */
const pointData: ScreenLoader = async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await pointsApi()).pointHistoryDetailQuery(params.id ?? ""));
};

export const screens: Screen[] = [
  {
    path: "/home/points",
    layout: "home",
    guard: "home",
    meta: { title: "points" },
    loader: pointsData,
    lazy: async () => ({ Component: (await import("./pages/points-page")).PointsPage }),
  },
  {
    path: "/home/points/redeem",
    layout: "home",
    guard: "home",
    meta: { title: "redeem" },
    loader: redeemData,
    lazy: async () => ({ Component: (await import("./pages/redeem-page")).RedeemPage }),
  },
  {
    path: "/home/points/:id",
    layout: "home",
    guard: "home",
    meta: { title: "pointDetail" },
    loader: pointData,
    lazy: async () => ({ Component: (await import("./pages/point-detail-page")).PointDetailPage }),
  },
];
