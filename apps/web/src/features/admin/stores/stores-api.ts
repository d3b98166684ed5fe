import type {
  AdminStore,
  AdminStoreBody,
  AdminStorePatch,
  adminStoreAnswer,
  adminStoreCategoriesAnswer,
  adminStoresAnswer,
} from "@rewards/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { type UploadProgress, uploadWithProgress } from "../../../lib/upload";
import { adminKey } from "../api/admin-api";

export const storesKey = [...adminKey, "stores"] as const;

/** The stores, 20 a page, found by name or address and narrowed to a market. */
export const adminStoresQuery = (filter: { keyword?: string | undefined; market?: string | undefined; page: number }) =>
  queryOptions({
    queryKey: [...storesKey, "list", filter],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(filter.page), limit: "20" });
      if (filter.keyword) search.set("keyword", filter.keyword);
      if (filter.market) search.set("market", filter.market);
      return callApi<typeof adminStoresAnswer>("admin", `stores?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const adminStoreQuery = (id: string) =>
  queryOptions({
    queryKey: [...storesKey, "one", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof adminStoreAnswer>("admin", `stores/${encodeURIComponent(id)}`, { signal })).data,
  });

/** The categories with their names in every language. */
export const adminStoreCategoriesQuery = queryOptions({
  queryKey: [...storesKey, "categories"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof adminStoreCategoriesAnswer>("admin", "stores/categories", { signal })).data,
  staleTime: 60 * 60 * 1000,
});

const path = (id: string, rest = "") => `stores/${encodeURIComponent(id)}${rest}`;

/** Every change answers the whole store: it becomes the cached one, and the list is read again. */
async function keep(store: Promise<{ data: AdminStore }>): Promise<AdminStore> {
  const { data } = await store;
  queryClient.setQueryData(adminStoreQuery(data.id).queryKey, data);
  void queryClient.invalidateQueries({ queryKey: [...storesKey, "list"] });
  return data;
}

export const createStore = (body: AdminStoreBody) =>
  keep(callApi<typeof adminStoreAnswer>("admin", "stores", { method: "POST", body }));

export const updateStore = (id: string, body: AdminStorePatch) =>
  keep(callApi<typeof adminStoreAnswer>("admin", path(id), { method: "PATCH", body }));

export const moveStore = (
  id: string,
  body: { address: string; city: string; time_zone: string; lat: number; lng: number },
) => keep(callApi<typeof adminStoreAnswer>("admin", path(id, "/location"), { method: "PUT", body }));

export const saveStoreHours = (id: string, hours: { weekday: number; opens: string; closes: string }[]) =>
  keep(callApi<typeof adminStoreAnswer>("admin", path(id, "/hours"), { method: "PUT", body: { hours } }));

export const addStoreStaff = (id: string, email: string) =>
  keep(callApi<typeof adminStoreAnswer>("admin", path(id, "/staff"), { method: "POST", body: { email } }));

export const removeStoreStaff = (id: string, userId: string) =>
  keep(callApi<typeof adminStoreAnswer>("admin", path(id, `/staff/${userId}`), { method: "DELETE" }));

export const removeStorePhoto = (id: string, photoId: string) =>
  keep(callApi<typeof adminStoreAnswer>("admin", path(id, `/photos/${photoId}`), { method: "DELETE" }));

export function addStorePhoto(id: string, file: File, onProgress: UploadProgress) {
  const form = new FormData();
  form.append("image", file);
  return keep(uploadWithProgress<typeof adminStoreAnswer>("admin", path(id, "/photos"), form, onProgress));
}
