import { loadOnce } from "../lib/load-once";
import { isLoggedIn } from "../lib/session";
import type { ScreenData } from "./screen-data";

/**
 * What the shop screens show first (app/screen-data.ts), with the query options of each feature's
 * api module, imported on demand (once: these run for every rendered page, lib/load-once.ts). The
 * shop layout's own headers ask nothing on a phone; from 768 px up the home header's bell, level and
 * balance are asked by the browser after the takeover, as on every shop screen.
 *
 * Where the member looks for shops lives in the browser's session storage, which the page reads
 * only after it has taken over (shops/lib/use-shop-location.ts): what depends on it is asked as the
 * page first draws it, without a place, and again once the browser knows one. A list that is
 * nothing but 'near you' (explore's popular and nearby rows, the popular list) stays a placeholder
 * until then rather than show shops far away that the place would replace at once.
 *
 * Nothing here marks anything seen or used: a visit notification is marked seen by the browser once
 * it shows it, and a coupon's live code and the counter's check-in code are asked by the browser.
 */

const storesApi = loadOnce(() => import("../features/shops/api/stores-api"));
const storeLists = loadOnce(() => import("../shared/stores/store-lists"));
const rewardsApi = loadOnce(() => import("../features/shop-rewards/api/rewards-api"));
const staffApi = loadOnce(() => import("../features/shop-staff/api/staff-api"));

/**
 * Screens whose first paint asks nothing the server can answer: the store search (its results follow
 * the words and the place; before any words it shows none), the check-in (the scan and the place are
 * the browser's, and only the browser sends a check-in, from an effect) and the popular list (it needs
 * a place). Declared so their frame is rendered rather than the skeleton.
 */
export const frameOnlyData: ScreenData = async () => {};

/**
 * Explore: the rows that do not depend on where the member is; popular and nearby wait for a place.
 * The followed shops are a member's own: a visitor's explore has no such row, so nothing is asked.
 */
export const exploreData: ScreenData = async ({ queryClient }) => {
  const { storeListQuery } = await storeLists();
  const lists = isLoggedIn() ? (["forYou", "bestOffer", "following"] as const) : (["forYou", "bestOffer"] as const);
  await Promise.all(lists.map((list) => queryClient.prefetchInfiniteQuery(storeListQuery(list, null))));
};

/** `/home/shops/for-you` and `/home/shops/best-offer`: the whole list's first page, without a place. */
const storeListData =
  (list: "forYou" | "bestOffer"): ScreenData =>
  async ({ queryClient }) => {
    const { storeListQuery } = await storeLists();
    await queryClient.prefetchInfiniteQuery(storeListQuery(list, null));
  };

export const forYouData = storeListData("forYou");
export const bestOfferData = storeListData("bestOffer");

export const storeData: ScreenData = async ({ params, queryClient }) => {
  const { storeDetailQuery } = await storesApi();
  await queryClient.prefetchQuery(storeDetailQuery(params.id ?? "", null));
};

export const offersData: ScreenData = async ({ queryClient }) => {
  const { campaignsQuery } = await rewardsApi();
  await queryClient.prefetchInfiniteQuery(campaignsQuery(null, "active"));
};

/** A store's campaigns (`/home/shops/search/:id/campaign`). */
export const storeCampaignsData: ScreenData = async ({ params, queryClient }) => {
  const { campaignsQuery } = await rewardsApi();
  await queryClient.prefetchInfiniteQuery(campaignsQuery(params.id ?? null, "active"));
};

/** One campaign, under its store or under offers; offers without a campaign list the shop's (or every shop's). */
export const campaignData: ScreenData = async ({ params, queryClient }) => {
  const { campaignQuery, campaignsQuery } = await rewardsApi();
  if (params.campaignId) await queryClient.prefetchQuery(campaignQuery(params.campaignId));
  else await queryClient.prefetchInfiniteQuery(campaignsQuery(params.shopId ?? null, "active"));
};

export const couponsData: ScreenData = async ({ url, queryClient }) => {
  const { couponsQuery, couponTabParam } = await rewardsApi();
  const { searchParams } = url;
  await queryClient.prefetchInfiniteQuery(
    couponsQuery(couponTabParam(searchParams.get("tab")), searchParams.get("store") || null),
  );
};

/** A coupon; its live code is the browser's to ask, as it ticks with the browser's clock. */
export const couponData: ScreenData = async ({ params, queryClient }) => {
  const { couponQuery } = await rewardsApi();
  await queryClient.prefetchQuery(couponQuery(params.id ?? ""));
};

export const myCouponsData: ScreenData = async ({ queryClient }) => {
  const { myCouponsQuery } = await rewardsApi();
  await queryClient.prefetchQuery(myCouponsQuery());
};

export const profileShopData: ScreenData = async ({ queryClient }) => {
  const { visitedQuery } = await rewardsApi();
  await queryClient.prefetchInfiniteQuery(visitedQuery());
};

/** The star history, at the store of `?storeId` (with its member card) or at every store. */
export const historyMemberData: ScreenData = async ({ url, queryClient }) => {
  const { stampCardQuery, starHistoryQuery } = await rewardsApi();
  const storeId = url.searchParams.get("storeId");
  await Promise.all([
    queryClient.prefetchInfiniteQuery(starHistoryQuery(storeId)),
    storeId ? queryClient.prefetchQuery(stampCardQuery(storeId)) : null,
  ]);
};

export const notificationSettingData: ScreenData = async ({ queryClient }) => {
  const { shopSettingsQuery } = await rewardsApi();
  await queryClient.prefetchQuery(shopSettingsQuery());
};

export const visitNotificationsData: ScreenData = async ({ queryClient }) => {
  const { visitNotificationsQuery } = await rewardsApi();
  await queryClient.prefetchInfiniteQuery(visitNotificationsQuery());
};

/** One visit notification, read only: the browser marks it seen once it shows it, never the server. */
export const visitNotificationData: ScreenData = async ({ params, queryClient }) => {
  const { visitNotificationQuery } = await rewardsApi();
  await queryClient.prefetchQuery(visitNotificationQuery(params.id ?? ""));
};

/**
 * The staff console: the stores the member works at, then the first one's check-ins today and
 * campaigns (the page opens on the first store). A member who is no staff gets the page that says so.
 */
export const shopHomeData: ScreenData = async ({ queryClient }) => {
  const { staffCampaignsQuery, staffCheckInsQuery, staffStoresQuery } = await staffApi();
  const stores = await queryClient.fetchQuery(staffStoresQuery()).catch(() => null);
  const store = stores?.[0];
  if (!store) return;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(staffCheckInsQuery(store.id)),
    queryClient.prefetchInfiniteQuery(staffCampaignsQuery(store.id)),
  ]);
};
