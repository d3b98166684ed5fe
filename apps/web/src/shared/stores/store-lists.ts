import type { followingAnswer, storesAnswer } from "@rewards/contracts";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api";
import { ApiError } from "../../lib/api-error";
import type { ShopLocation } from "./location";

// The page sizes of spec section 9; the contracts name them too, but importing values from there
// would bring zod into the shop screens' first load.
export const storePageSize = 10;
export const searchPageSize = 20;

/** Every answer about stores lives under this key, so a like or follow can refresh them all. */
export const storesKey = ["stores"] as const;

export const place = (location: ShopLocation | null) =>
  location ? { lat: location.lat.toFixed(6), long: location.lng.toFixed(6) } : {};

export const queryString = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return search.toString();
};

export const nextPage = (last: { meta: { page: number; total_pages: number } }) =>
  last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined;

/** Not found and other refusals are answers, not worth asking again. */
export const retryServerTrouble = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2;

/** The explore lists of spec section 7, each paged by 10. */
export const storeLists = {
  nearby: "stores",
  popular: "stores/popular",
  forYou: "stores/for_you",
  bestOffer: "stores/best_offer",
  following: "infos/following",
} as const;
export type StoreListName = keyof typeof storeLists;

export const storeListQuery = (name: StoreListName, location: ShopLocation | null, categoryId?: string) =>
  infiniteQueryOptions({
    queryKey: [...storesKey, name, location?.lat, location?.lng, categoryId ?? null],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof storesAnswer | typeof followingAnswer>(
        "shop",
        `${storeLists[name]}?${queryString({
          ...place(location),
          category_id: categoryId,
          page: pageParam,
          limit: storePageSize,
        })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: retryServerTrouble,
  });
