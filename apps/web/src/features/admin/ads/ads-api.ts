import type {
  AdminAdvertisement,
  AdvertisementInput,
  adminAdvertisementAnswer,
  adminAdvertisementListAnswer,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { adminKey } from "../api/admin-api";

export const adsKey = [...adminKey, "advertisements"] as const;

/** The newest 200 advertisements by start, with their views and clicks; the API answers them whole. */
export const adsQuery = queryOptions({
  queryKey: adsKey,
  queryFn: async ({ signal }) =>
    (await callApi<typeof adminAdvertisementListAnswer>("admin", "advertisements", { signal })).data,
});

/** A new advertisement (no id) or an existing one, replaced. */
export async function saveAd({
  id,
  input,
}: {
  id: string | undefined;
  input: AdvertisementInput;
}): Promise<AdminAdvertisement> {
  const path = id ? `advertisements/${id}` : "advertisements";
  return (await callApi<typeof adminAdvertisementAnswer>("admin", path, { method: id ? "PUT" : "POST", body: input }))
    .data;
}
