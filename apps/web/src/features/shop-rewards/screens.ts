import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

/**
 * Nothing here marks anything seen or used: a visit notification is marked seen by the browser once
 * it shows it, a coupon's live code is asked by the browser (it ticks with the browser's clock), and
 * only the browser sends a check-in. The member's own coupons, stars, shop profile and visit
 * notifications need a session (spec section 6).
 */
const rewardsApi = loadOnce(() => import("./api/rewards-api"));

/** The check-in: the scan and the place are the browser's; declared so its frame is rendered. */
const frameOnly: ScreenLoader = async () => {};

const offersData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await rewardsApi()).campaignsQuery(null, "active"));
};

/** A store's campaigns (`/home/shops/search/:id/campaign`). */
const storeCampaignsData: ScreenLoader = async ({ params, queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await rewardsApi()).campaignsQuery(params.id ?? null, "active"));
};

/** One campaign, under its store or under offers; offers without a campaign list the shop's (or every shop's). */
const campaignData: ScreenLoader = async ({ params, queryClient }) => {
  const { campaignQuery, campaignsQuery } = await rewardsApi();
  if (params.campaignId) await queryClient.prefetchQuery(campaignQuery(params.campaignId));
  else await queryClient.prefetchInfiniteQuery(campaignsQuery(params.shopId ?? null, "active"));
};

/** The coupons of the address's tab, at the address's store (or every store). */
const couponsData: ScreenLoader = async ({ url, queryClient }) => {
  const { couponsQuery, couponTabParam } = await rewardsApi();
  const { searchParams } = url;
  await queryClient.prefetchInfiniteQuery(
    couponsQuery(couponTabParam(searchParams.get("tab")), searchParams.get("store") || null),
  );
};

const couponData: ScreenLoader = async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await rewardsApi()).couponQuery(params.id ?? ""));
};

const myCouponsData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchQuery((await rewardsApi()).myCouponsQuery());
};

const profileShopData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await rewardsApi()).visitedQuery());
};

/** The star history, at the store of `?storeId` (with its member card) or at every store. */
const historyMemberData: ScreenLoader = async ({ url, queryClient }) => {
  const { stampCardQuery, starHistoryQuery } = await rewardsApi();
  const storeId = url.searchParams.get("storeId");
  await Promise.all([
    queryClient.prefetchInfiniteQuery(starHistoryQuery(storeId)),
    storeId ? queryClient.prefetchQuery(stampCardQuery(storeId)) : null,
  ]);
};

const notificationSettingData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchQuery((await rewardsApi()).shopSettingsQuery());
};

const visitNotificationsData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await rewardsApi()).visitNotificationsQuery());
};

/** One visit notification, read only. */
const visitNotificationData: ScreenLoader = async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await rewardsApi()).visitNotificationQuery(params.id ?? ""));
};

/** What a member earns at stores: check-ins, campaigns, coupons, stars, the shop profile and its notices. */
export const screens: Screen[] = [
  {
    path: "/home/shops/check-in",
    layout: "shop",
    meta: { title: "checkIn" },
    loader: frameOnly,
    lazy: async () => ({ Component: (await import("./pages/check-in-page")).CheckInPage }),
  },
  {
    path: "/home/shops/coupon",
    layout: "shop",
    guard: "auth",
    meta: { title: "coupons" },
    loader: couponsData,
    lazy: async () => ({ Component: (await import("./pages/coupons-page")).ShopCouponsPage }),
  },
  {
    path: "/home/shops/coupon/:id",
    layout: "shop",
    guard: "auth",
    meta: { title: "couponDetail", shopHeader: "coupon-detail" },
    loader: couponData,
    lazy: async () => ({ Component: (await import("./pages/coupon-page")).CouponPage }),
  },
  {
    path: "/home/shops/history-member",
    layout: "shop",
    guard: "auth",
    meta: { title: "historyMember", shopHeader: "history" },
    loader: historyMemberData,
    lazy: async () => ({ Component: (await import("./pages/history-member-page")).HistoryMemberPage }),
  },
  {
    path: "/home/shops/search/:id/campaign",
    layout: "shop",
    meta: { title: "shopCampaigns" },
    loader: storeCampaignsData,
    lazy: async () => ({ Component: (await import("./pages/campaign-page")).StoreCampaignsPage }),
  },
  {
    path: "/home/shops/search/:id/campaign/:campaignId",
    layout: "shop",
    meta: { title: "campaignDetail" },
    loader: campaignData,
    lazy: async () => ({ Component: (await import("./pages/campaign-page")).StoreCampaignPage }),
  },
  {
    path: "/home/offers",
    layout: "shop",
    meta: { title: "offers" },
    loader: offersData,
    lazy: async () => ({ Component: (await import("./pages/offers-page")).OffersPage }),
  },
  {
    path: "/home/offers/coupons",
    layout: "shop",
    guard: "auth",
    meta: { title: "coupons" },
    loader: couponsData,
    lazy: async () => ({ Component: (await import("./pages/coupons-page")).CouponsPage }),
  },
  {
    path: "/home/offers/coupons/:id",
    layout: "shop",
    guard: "auth",
    meta: { title: "couponDetail", shopHeader: "coupon-detail" },
    loader: couponData,
    lazy: async () => ({ Component: (await import("./pages/coupon-page")).CouponPage }),
  },
  {
    path: "/home/offers/my-coupons",
    layout: "shop",
    guard: "auth",
    meta: { title: "myCoupons" },
    loader: myCouponsData,
    lazy: async () => ({ Component: (await import("./pages/coupons-page")).MyCouponsPage }),
  },
  {
    path: "/home/offers/shop/:shopId?/campaign/:campaignId?",
    layout: "shop",
    meta: { title: "campaignDetail" },
    loader: campaignData,
    lazy: async () => ({ Component: (await import("./pages/campaign-page")).OffersCampaignPage }),
  },
  {
    path: "/home/profile-shop",
    layout: "shop",
    guard: "auth",
    meta: { title: "profileShop" },
    loader: profileShopData,
    lazy: async () => ({ Component: (await import("./pages/profile-shop-page")).ProfileShopPage }),
  },
  {
    path: "/home/profile-shop/notification-setting",
    layout: "shop",
    guard: "auth",
    meta: { title: "notificationSetting" },
    loader: notificationSettingData,
    lazy: async () => ({
      Component: (await import("./pages/notification-setting-page")).NotificationSettingPage,
    }),
  },
  {
    path: "/home/notification-visit",
    layout: "shop",
    guard: "auth",
    meta: { title: "notificationVisit" },
    loader: visitNotificationsData,
    lazy: async () => ({ Component: (await import("./pages/notification-visit-pages")).NotificationVisitPage }),
  },
  {
    path: "/home/notification-visit/:id",
    layout: "shop",
    guard: "auth",
    meta: { title: "notificationDetail" },
    loader: visitNotificationData,
    lazy: async () => ({
      Component: (await import("./pages/notification-visit-pages")).NotificationVisitDetailPage,
    }),
  },
];
