import type { QueryClient } from "@tanstack/react-query";
import { loadOnce } from "../lib/load-once";
import type { ScreenData } from "./screen-data";

/**
 * What the home area's screens of points, missions, bingo and the ways to earn show first
 * (app/screen-data.ts), with the query options of each feature's api module, imported on demand
 * (once: these run for every rendered page, lib/load-once.ts). Every answer here is read only: the
 * bingo board a member has never summoned on is dealt from the week's seed as it is read, never
 * stored, and nothing is claimed, summoned or redeemed but by the member's press in the browser.
 */

const pointsApi = loadOnce(() => import("../features/points/api/points-api"));
const pointsTabs = loadOnce(() => import("../features/points/lib/tabs"));
const redeemApi = loadOnce(() => import("../features/points/api/redeem-api"));
const inviteApi = loadOnce(() => import("../shared/invitations"));
const missionsApi = loadOnce(() => import("../features/missions/api/missions-api"));
const missionTabs = loadOnce(() => import("../features/missions/lib/tabs"));
const bingoApi = loadOnce(() => import("../features/bingo/api/bingo-api"));
const homeApi = loadOnce(() => import("../features/home/api/home-api"));
const surveysApi = loadOnce(() => import("../features/surveys/api/surveys-api"));
const settingQuery = loadOnce(async () => (await import("../lib/setting-query")).settingQuery);

/**
 * The home layout: the balance (the bottom bar's points entry, the desktop header's), the dot of a
 * mission waiting to be claimed and the bell's, drawn with the page rather than after it; the
 * member's level comes from the profile the guard has loaded.
 */
async function homeLayout(queryClient: QueryClient): Promise<void> {
  const [{ pointSummaryQuery }, { checkMissionsQuery }, setting] = await Promise.all([
    pointsApi(),
    missionsApi(),
    settingQuery(),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(pointSummaryQuery),
    queryClient.prefetchQuery(checkMissionsQuery),
    queryClient.prefetchQuery(setting),
  ]);
}

/** A home screen's data with its layout's (app/account-screen-data.ts's screens too). */
export const withHomeLayout =
  (screen: ScreenData): ScreenData =>
  async (args) => {
    await Promise.all([homeLayout(args.queryClient), screen(args)]);
  };

/** `/home`: the member's home (greeting, balance, check-in, missions, surveys for them) with its layout's. */
export const homeData = withHomeLayout(async ({ queryClient }) =>
  queryClient.prefetchQuery((await homeApi()).homeQuery),
);

/** `/home/survey` and `/home/survey/my-survey`: the open tab's first page, with the address's keyword. */
export const surveyListData = withHomeLayout(async ({ url, queryClient }) => {
  const { surveyListAt } = await surveysApi();
  return queryClient.prefetchInfiniteQuery(surveyListAt(url.pathname, url.searchParams).query);
});

/** `/home/points`: the balance (the layout's), and the open tab's first page, with the address's filters. */
export const pointsData = withHomeLayout(async ({ url, queryClient }) => {
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
      return queryClient.prefetchInfiniteQuery((await inviteApi()).inviteesQuery);
  }
});

/**
 * `/home/points/redeem`: the balance (the layout's) and the rate, from the profile the guard has
 * loaded; on a card tab, where the member's market offers cards, the cards in stock. The forms
 * start empty, and a code is texted only when the member sends one.
 */
export const redeemData = withHomeLayout(async ({ url, queryClient }) => {
  const [{ pointSummaryQuery }, { phoneCardInfoQuery }, { redeemWayOf }] = await Promise.all([
    pointsApi(),
    redeemApi(),
    pointsTabs(),
  ]);
  const summary = await queryClient.ensureQueryData(pointSummaryQuery).catch(() => null);
  if (summary && redeemWayOf(url.searchParams, summary.enable_change_card) !== "bank_transfer") {
    await queryClient.prefetchQuery(phoneCardInfoQuery);
  }
});

/** One movement of the member's points; another member's is not found, and the browser says so. */
export const pointData = withHomeLayout(async ({ params, queryClient }) => {
  const { pointHistoryDetailQuery } = await pointsApi();
  await queryClient.prefetchQuery(pointHistoryDetailQuery(params.id ?? ""));
});

/** `/home/mission`: what waits to be claimed (the layout's too), and the open tab's first page. */
export const missionsData = withHomeLayout(async ({ url, queryClient }) => {
  const [{ activeMissionsQuery, completedMissionsQuery }, { missionTabOf }] = await Promise.all([
    missionsApi(),
    missionTabs(),
  ]);
  const tab = missionTabOf(url.searchParams);
  await (tab === "completed"
    ? queryClient.prefetchInfiniteQuery(completedMissionsQuery)
    : queryClient.prefetchInfiniteQuery(activeMissionsQuery(tab)));
});

/**
 * `/home/bingo`: the week's board, today's board and the fairness proof, in one answer. Its
 * countdown is drawn as of that answer, then follows the browser's clock.
 */
export const bingoData = withHomeLayout(async ({ queryClient }) => {
  const { bingoQuery } = await bingoApi();
  await queryClient.prefetchQuery(bingoQuery);
});

/** `/home/earn-point`: every way to earn and what it pays now. */
export const earnPointsData = withHomeLayout(async ({ queryClient }) => {
  const { earnPointsQuery } = await homeApi();
  await queryClient.prefetchQuery(earnPointsQuery);
});
