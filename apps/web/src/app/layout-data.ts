import { loadOnce } from "../lib/load-once";
import { isLoggedIn } from "../lib/session";
import type { Layout, ScreenLoader } from "../shared/screens";

// These run for every rendered page: each module is imported once (lib/load-once.ts).
const pointsApi = loadOnce(() => import("../features/points/api/points-api"));
const missionsApi = loadOnce(() => import("../features/missions/api/missions-api"));
const chatApi = loadOnce(() => import("../features/chat/api/chat-api"));
const settingQuery = loadOnce(async () => (await import("../lib/setting-query")).settingQuery);
const profileQuery = loadOnce(async () => (await import("../shared/profile/profile-query")).profileQuery);
const jobProfiles = loadOnce(() => import("../shared/job-profiles/own-profiles"));

/**
 * The home layout: the balance (the bottom bar's points entry, the desktop header's), the dot of a
 * mission waiting to be claimed and the bell's, drawn with the page rather than after it; the
 * member's level comes from the profile, which the home guard has loaded (a survey's screens have
 * no guard, so it is asked here too). A visitor on a survey gets none of it.
 */
const homeLayout: ScreenLoader = async ({ queryClient }) => {
  if (!isLoggedIn()) return;
  const [{ pointSummaryQuery }, { checkMissionsQuery }, setting, profile] = await Promise.all([
    pointsApi(),
    missionsApi(),
    settingQuery(),
    profileQuery(),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(pointSummaryQuery),
    queryClient.prefetchQuery(checkMissionsQuery),
    queryClient.prefetchQuery(setting),
    queryClient.prefetchQuery(profile),
  ]);
};

/** The job marketplace's layout: its nav follows the client profile (the worker's the guard loaded), with the unread count. */
const flashJobLayout: ScreenLoader = async ({ queryClient }) => {
  const [{ clientProfileQuery }, { unreadQuery }] = await Promise.all([jobProfiles(), chatApi()]);
  await Promise.all([queryClient.prefetchQuery(clientProfileQuery), queryClient.prefetchQuery(unreadQuery())]);
};

/**
 * What each layout shows first besides its screen, loaded beside the data of every screen that
 * declares some (app/screen-loader.ts): the public site's and the shops' headers ask nothing the
 * server renders.
 */
export const layoutData: Partial<Record<Layout, ScreenLoader>> = { home: homeLayout, "flash-job": flashJobLayout };
