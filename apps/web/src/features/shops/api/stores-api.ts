import type {
  StoreSort,
  storeCategoriesAnswer,
  storeDetailAnswer,
  storeFollowAnswer,
  storeSuggestAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import {
  nextPage,
  place,
  queryString,
  retryServerTrouble,
  type ShopLocation,
  searchPageSize,
  storesKey,
} from "../../../shared/stores";

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
