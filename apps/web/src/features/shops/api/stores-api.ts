import type {
  followingAnswer,
  StoreSort,
  storeCategoriesAnswer,
  storeDetailAnswer,
  storeFollowAnswer,
  storeSuggestAnswer,
  storesAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import type { ShopLocation } from "../lib/location";

// The page sizes of spec section 9; the contracts name them too, but importing values from there
// would bring zod into the shop screens' first load.
export const storePageSize = 10;
export const searchPageSize = 20;

/** Every answer about stores lives under this key, so a like or follow can refresh them all. */
export const storesKey = ["stores"] as const;

const place = (location: ShopLocation | null) =>
  location ? { lat: location.lat.toFixed(6), long: location.lng.toFixed(6) } : {};

const queryString = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return search.toString();
};

const nextPage = (last: { meta: { page: number; total_pages: number } }) =>
  last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined;

/** Not found and other refusals are answers, not worth asking again. */
const retryServerTrouble = (count: number, error: Error) =>
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

export type SearchFilter = { sort?: StoreSort; openNow?: boolean; categoryId?: string };

/** Search results, 20 a page: the server matches without accents and forgives typos. */
export const storeSearchQuery = (text: string, filter: SearchFilter, location: ShopLocation | null) =>
  infiniteQueryOptions({
    queryKey: [...storesKey, "search", text, filter, location?.lat, location?.lng],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof storeSuggestAnswer>(
        "shop",
        `stores/suggest_text?${queryString({
          search: text,
          ...place(location),
          category_id: filter.categoryId,
          // Distance needs a place; without one the server's own order stands.
          sort: filter.sort === "distance" && !location ? undefined : filter.sort,
          open_now: filter.openNow ? "true" : undefined,
          page: pageParam,
          limit: searchPageSize,
        })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: text.trim().length > 0,
    retry: retryServerTrouble,
  });

/** The few names shown under the search bar while typing. */
export const storeSuggestQuery = (text: string, categoryId: string | undefined) =>
  queryOptions({
    queryKey: [...storesKey, "suggest", text, categoryId ?? null],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof storeSuggestAnswer>(
          "shop",
          `stores/suggest_text?${queryString({ search: text, category_id: categoryId, page: 1, limit: 6 })}`,
          { signal },
        )
      ).data,
    enabled: text.trim().length > 0,
    staleTime: 30_000,
    retry: false,
  });

/** The categories, named in the member's language. */
export const storeCategoriesQuery = (locale: string) =>
  queryOptions({
    queryKey: ["store-categories", locale],
    queryFn: async ({ signal }) =>
      (await callApi<typeof storeCategoriesAnswer>("shop", "stores/categories", { signal })).data,
    staleTime: 60 * 60 * 1000,
  });

/** A store's page; the distance comes when the member's place is known. */
export const storeDetailQuery = (id: string, location: ShopLocation | null) =>
  queryOptions({
    queryKey: [...storesKey, "detail", id, location?.lat, location?.lng],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof storeDetailAnswer>(
          "shop",
          `stores/${encodeURIComponent(id)}?${queryString(place(location))}`,
          { signal },
        )
      ).data,
    retry: retryServerTrouble,
  });

/** Follows or unfollows; the lists (following among them) are read again. */
export async function followStore(storeId: string, follow: boolean) {
  const { data } = await callApi<typeof storeFollowAnswer>("shop", "stores/follow", {
    method: "POST",
    body: { store_id: storeId, follow },
  });
  await queryClient.invalidateQueries({ queryKey: storesKey });
  return data;
}

/** After a like was sent: what the lists and the page show of the store is read again. */
export const refreshStores = () => queryClient.invalidateQueries({ queryKey: storesKey });
