import { loadOnce } from "../lib/load-once";
import type { ScreenData } from "./screen-data";

/**
 * What the shop screens show first (app/screen-data.ts; the job marketplace's are in
 * jobs-screen-data.ts), with the query options of each feature's api module, imported on demand. A
 * part that depends on where the browser is (the member's shop location) is asked as the page first
 * draws it, without a place; the browser asks again once it knows one. Each module is imported once
 * (lib/load-once.ts): these run for every rendered page.
 */

const storesApi = loadOnce(() => import("../features/shops/api/stores-api"));
const rewardsApi = loadOnce(() => import("../features/shop-rewards/api/rewards-api"));

/** Explore: the rows that do not depend on where the member is; popular and nearby wait for a place. */
export const exploreData: ScreenData = async ({ queryClient }) => {
  const { storeListQuery } = await storesApi();
  await Promise.all(
    (["forYou", "bestOffer", "following"] as const).map((list) =>
      queryClient.prefetchInfiniteQuery(storeListQuery(list, null)),
    ),
  );
};

export const storeData: ScreenData = async ({ params, queryClient }) => {
  const { storeDetailQuery } = await storesApi();
  await queryClient.prefetchQuery(storeDetailQuery(params.id ?? "", null));
};

export const offersData: ScreenData = async ({ queryClient }) => {
  const { campaignsQuery } = await rewardsApi();
  await queryClient.prefetchInfiniteQuery(campaignsQuery(null, "active"));
};

export const couponsData: ScreenData = async ({ url, queryClient }) => {
  const { couponsQuery, couponTabParam } = await rewardsApi();
  const { searchParams } = url;
  await queryClient.prefetchInfiniteQuery(
    couponsQuery(couponTabParam(searchParams.get("tab")), searchParams.get("store") || null),
  );
};

export const myCouponsData: ScreenData = async ({ queryClient }) => {
  const { myCouponsQuery } = await rewardsApi();
  await queryClient.prefetchQuery(myCouponsQuery());
};

export const profileShopData: ScreenData = async ({ queryClient }) => {
  const { visitedQuery } = await rewardsApi();
  await queryClient.prefetchInfiniteQuery(visitedQuery());
};
