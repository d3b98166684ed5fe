import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const missionsApi = loadOnce(() => import("./api/missions-api"));
const missionTabs = loadOnce(() => import("./lib/tabs"));

/** What waits to be claimed (the layout's too), and the open tab's first page. */
const missionsData: ScreenLoader = async ({ url, queryClient }) => {
  const [{ activeMissionsQuery, completedMissionsQuery }, { missionTabOf }] = await Promise.all([
    missionsApi(),
    missionTabs(),
  ]);
  const tab = missionTabOf(url.searchParams);
  await (tab === "completed"
    ? queryClient.prefetchInfiniteQuery(completedMissionsQuery)
    : queryClient.prefetchInfiniteQuery(activeMissionsQuery(tab)));
};

export const screens: Screen[] = [
  {
    path: "/home/mission",
    layout: "home",
    guard: "home",
    meta: { title: "mission" },
    loader: missionsData,
    lazy: async () => ({ Component: (await import("./pages/mission-page")).MissionPage }),
  },
];
