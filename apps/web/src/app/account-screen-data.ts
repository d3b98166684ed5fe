import { readCookie } from "../lib/cookies";
import { loadOnce } from "../lib/load-once";
import { withHomeLayout } from "./home-screen-data";
import type { ScreenData } from "./screen-data";

/**
 * What the member's own home screens show first (app/screen-data.ts): the notifications, the
 * profile, the settings, the invitations and a survey's answering, result and summary screens,
 * with the query options of each feature's api module, imported on demand (once: these run for
 * every rendered page, lib/load-once.ts).
 *
 * Nothing here changes anything: the list marks the bell seen, and a notification is marked read,
 * from the browser once it shows them (the pages' effects), never from the server. What only the
 * browser knows (this site's address in the invite link, push on this device, a survey's leave
 * guard) is drawn once the app has the page.
 */

const profileApi = loadOnce(() => import("../shared/profile"));
const notificationsApi = loadOnce(() => import("../features/notifications/api/notifications-api"));
const inviteApi = loadOnce(() => import("../features/invite/api/invite-api"));
const invitations = loadOnce(() => import("../shared/invitations"));
const surveysApi = loadOnce(() => import("../features/surveys/api/surveys-api"));

/** A confirmed session, as the layout's `isLoggedIn` (lib/session.ts, kept out of every page's path). */
const isLoggedIn = () => readCookie("loggedIn") === "true";

/**
 * The profile and the settings draw from what the home guard and the layout load (the profile, the
 * settings: the home layout's level and bell, app/home-screen-data.ts).
 */
export const layoutOnlyData: ScreenData = withHomeLayout(async () => {});

/** The list's first page; the browser marks the bell seen once it shows it. */
export const notificationsData = withHomeLayout(async ({ queryClient }) => {
  const { notificationListQuery } = await notificationsApi();
  await queryClient.prefetchInfiniteQuery(notificationListQuery);
});

/** One notification, read only: the browser records the opening once it shows it. */
export const notificationData = withHomeLayout(async ({ params, queryClient }) => {
  const { notificationQuery } = await notificationsApi();
  await queryClient.prefetchQuery(notificationQuery(params.id ?? ""));
});

/** The code and what invitations brought, and the first page of friends invited. */
export const inviteData = withHomeLayout(async ({ queryClient }) => {
  const [{ inviteInfoQuery }, { inviteesQuery }] = await Promise.all([inviteApi(), invitations()]);
  await Promise.all([queryClient.prefetchQuery(inviteInfoQuery), queryClient.prefetchInfiniteQuery(inviteesQuery)]);
});

/**
 * The survey screens have no guard: a visitor is left to the app (which sends them to sign in),
 * and nothing is asked for them here. For a member, the profile the home guard would have loaded
 * (the layout's level) comes with the page too.
 */
const forMember = (screen: ScreenData): ScreenData => {
  const withLayout = withHomeLayout(async (args) => {
    const { profileQuery } = await profileApi();
    await Promise.all([args.queryClient.prefetchQuery(profileQuery), screen(args)]);
  });
  return async (args) => {
    if (isLoggedIn()) await withLayout(args);
  };
};

/** A survey to answer, its questions (at the step the address names); refused, the app says why. */
export const surveyAnswerData = forMember(async ({ params, queryClient }) => {
  const { surveyDetailQuery } = await surveysApi();
  await queryClient.prefetchQuery(surveyDetailQuery(params.id ?? ""));
});

/** The member's own answers to a survey. */
export const surveyResultData = forMember(async ({ params, queryClient }) => {
  const { surveyResultQuery } = await surveysApi();
  await queryClient.prefetchQuery(surveyResultQuery(params.id ?? ""));
});

/** A survey's announced statistics; before they are announced, the app says so. */
export const surveySummaryData = forMember(async ({ params, queryClient }) => {
  const { surveyStatisticsQuery } = await surveysApi();
  await queryClient.prefetchQuery(surveyStatisticsQuery(params.id ?? ""));
});
