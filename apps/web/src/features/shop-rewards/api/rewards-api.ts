import type {
  CouponStatus,
  campaignAnswer,
  campaignExchangeAnswer,
  campaignsAnswer,
  couponAnswer,
  couponLiveCodeAnswer,
  couponsAnswer,
  myCouponsAllAnswer,
  ShopSettingsPatch,
  shopCheckInAnswer,
  shopSettingsAnswer,
  staffStampRequestAnswer,
  starHistoryAnswer,
  userStarsAnswer,
  visitedAnswer,
  visitNotificationAnswer,
  visitNotificationsAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";

// The page sizes of spec section 9 (the contracts name them too; importing values from there
// would bring zod into the first load).
export const campaignPageSize = 10;
export const couponPageSize = 20;
/** Coupon lists fetched by other screens (a store page's coupon tab). */
export const couponShortPageSize = 10;

/** Every answer about the member's stars, campaigns and coupons, refreshed together after a change. */
export const rewardsKey = ["shop-rewards"] as const;

export const queryString = (params: Record<string, string | number | boolean | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  return search.toString();
};

export const nextPage = (last: { meta: { page: number; total_pages: number } }) =>
  last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined;

/** Not found and other refusals are answers, not worth asking again. */
export const retryServerTrouble = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2;

export const refreshRewards = () => queryClient.invalidateQueries({ queryKey: rewardsKey });

/** `POST stores/{id}/checkin`: the member's place as parameters, the scanned token in the body. */
export async function checkIn(storeId: string, token: string, place: { lat: number; lng: number }) {
  const { data } = await callApi<typeof shopCheckInAnswer>(
    "shop",
    `stores/${encodeURIComponent(storeId)}/checkin?${queryString({ lat: place.lat.toFixed(6), long: place.lng.toFixed(6) })}`,
    {
      method: "POST",
      body: { token, version: "web", timezone_checkedin: Intl.DateTimeFormat().resolvedOptions().timeZone },
    },
  );
  await refreshRewards();
  return data;
}

/** `POST stores/{id}/staff_stamp`: a one-time code the staff confirm when the phone's place is refused. */
export async function askStaffStamp(storeId: string, distanceMetres: number | null) {
  const { data } = await callApi<typeof staffStampRequestAnswer>(
    "shop",
    `stores/${encodeURIComponent(storeId)}/staff_stamp`,
    { method: "POST", body: distanceMetres === null ? {} : { distance_metres: Math.round(distanceMetres) } },
  );
  return data;
}

/** `GET staff_stamps/{id}`: whether the staff confirmed the code yet; asked every few seconds while it waits. */
export const staffStampQuery = (id: string) =>
  queryOptions({
    queryKey: [...rewardsKey, "staff-stamp", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof staffStampRequestAnswer>("shop", `staff_stamps/${encodeURIComponent(id)}`, { signal }))
        .data,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "pending" ? false : 3000),
    retry: retryServerTrouble,
  });

/** `GET user_stars?store_id`: the member's stamp card at a store. */
export const stampCardQuery = (storeId: string) =>
  queryOptions({
    queryKey: [...rewardsKey, "stars", storeId],
    queryFn: async ({ signal }) =>
      (await callApi<typeof userStarsAnswer>("shop", `user_stars?${queryString({ store_id: storeId })}`, { signal }))
        .data,
    retry: retryServerTrouble,
  });

/** `GET user_stars/history`: how the stars changed, newest first, at one store or all. */
export const starHistoryQuery = (storeId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...rewardsKey, "star-history", storeId],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof starHistoryAnswer>(
        "shop",
        `user_stars/history?${queryString({ store_id: storeId, page: pageParam, limit: couponPageSize })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

/** `GET infos/visited`: the stores the member checked in at, latest visit first. */
export const visitedQuery = () =>
  infiniteQueryOptions({
    queryKey: [...rewardsKey, "visited"],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof visitedAnswer>("shop", `infos/visited?${queryString({ page: pageParam, limit: 10 })}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

export type CampaignFilter = "active" | "expired" | "all";

/** `GET campaigns`: 10 a page, all stores or one. */
export const campaignsQuery = (storeId: string | null, status: CampaignFilter = "active") =>
  infiniteQueryOptions({
    queryKey: [...rewardsKey, "campaigns", storeId, status],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof campaignsAnswer>(
        "shop",
        `campaigns?${queryString({ store_id: storeId, status, page: pageParam, limit: campaignPageSize })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [...rewardsKey, "campaign", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof campaignAnswer>("shop", `campaigns/${encodeURIComponent(id)}`, { signal })).data,
    retry: retryServerTrouble,
  });

/** `POST campaigns/{id}/exchange {store_id}`: stars for a coupon. */
export async function exchangeCampaign(id: string, storeId: string) {
  const { data } = await callApi<typeof campaignExchangeAnswer>(
    "shop",
    `campaigns/${encodeURIComponent(id)}/exchange`,
    {
      method: "POST",
      body: { store_id: storeId },
    },
  );
  await refreshRewards();
  return data;
}

/** `GET coupons?tab&store_id`: 20 a page. */
export const couponTabs = ["received", "used", "expired"] as const satisfies readonly CouponStatus[];

/** The coupon list's `?tab=`: anything else reads as received, on the page and in its first data. */
export const couponTabParam = (value: string | null): CouponStatus =>
  (couponTabs as readonly string[]).includes(value ?? "") ? (value as CouponStatus) : "received";

export const couponsQuery = (tab: CouponStatus, storeId: string | null, limit = couponPageSize) =>
  infiniteQueryOptions({
    queryKey: [...rewardsKey, "coupons", tab, storeId, limit],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof couponsAnswer>(
        "shop",
        `coupons?${queryString({ tab, store_id: storeId, page: pageParam, limit })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

/** `GET coupons/my_coupons_all`: every usable coupon, soonest to expire first. */
export const myCouponsQuery = () =>
  queryOptions({
    queryKey: [...rewardsKey, "my-coupons"],
    queryFn: async ({ signal }) =>
      (await callApi<typeof myCouponsAllAnswer>("shop", "coupons/my_coupons_all", { signal })).data,
    retry: retryServerTrouble,
  });

export const couponQuery = (id: string) =>
  queryOptions({
    queryKey: [...rewardsKey, "coupon", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof couponAnswer>("shop", `coupons/${encodeURIComponent(id)}`, { signal })).data,
    retry: retryServerTrouble,
  });

/** `GET coupons/{id}/live_code`, with this device's clock offset from the server's. */
export async function fetchLiveCode(id: string, signal?: AbortSignal) {
  const askedAt = Date.now();
  const { data } = await callApi<typeof couponLiveCodeAnswer>("shop", `coupons/${encodeURIComponent(id)}/live_code`, {
    signal,
  });
  const answeredAt = Date.now();
  return { live: data, askedAt, answeredAt };
}

/** `GET notifications`: the visit notifications, newest first, 20 a page. */
export const visitNotificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...rewardsKey, "notifications"],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof visitNotificationsAnswer>(
        "shop",
        `notifications?${queryString({ page: pageParam, limit: couponPageSize })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });

export const visitNotificationQuery = (id: string) =>
  queryOptions({
    queryKey: [...rewardsKey, "notification", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof visitNotificationAnswer>("shop", `notifications/${encodeURIComponent(id)}`, { signal }))
        .data,
    retry: retryServerTrouble,
  });

/** `PATCH notifications/{id} {status:'seen'}`. */
export async function markNotificationSeen(id: string) {
  await callApi<typeof visitNotificationAnswer>("shop", `notifications/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { status: "seen" },
  });
  await queryClient.invalidateQueries({ queryKey: [...rewardsKey, "notifications"] });
}

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: [...rewardsKey, "settings"],
    queryFn: async ({ signal }) => (await callApi<typeof shopSettingsAnswer>("shop", "settings/1", { signal })).data,
  });

/** `PATCH settings/1`: sent only when a value is chosen (spec section 5). */
export async function saveShopSettings(patch: ShopSettingsPatch) {
  const { data } = await callApi<typeof shopSettingsAnswer>("shop", "settings/1", { method: "PATCH", body: patch });
  queryClient.setQueryData(shopSettingsQuery().queryKey, data);
  return data;
}
