import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

// A screen's loader runs for every rendered page: its modules are imported once (lib/load-once.ts).
const homeApi = loadOnce(() => import("./api/home-api"));

/** The member's home: greeting, balance, check-in, missions and surveys for them, in one answer. */
const homeData: ScreenLoader = async ({ queryClient }) => queryClient.prefetchQuery((await homeApi()).homeQuery);

/** Every way to earn and what it pays now. */
const earnPointsData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchQuery((await homeApi()).earnPointsQuery);
};

export const screens: Screen[] = [
  {
    path: "/home",
    layout: "home",
    guard: "home",
    meta: { title: "home" },
    loader: homeData,
    lazy: async () => ({ Component: (await import("./pages/home-page")).HomePage }),
  },
  {
    path: "/home/earn-point",
    layout: "home",
    guard: "home",
    meta: { title: "earnPoint" },
    loader: earnPointsData,
    lazy: async () => ({ Component: (await import("./pages/earn-point-page")).EarnPointPage }),
  },
];
