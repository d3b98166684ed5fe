import type {
  couponWithMemberAnswer,
  StaffCampaignBody,
  StaffCampaignPatch,
  StaffCheckInSettings,
  staffCampaignAnswer,
  staffCampaignsAnswer,
  staffCheckInQrAnswer,
  staffCheckInsAnswer,
  staffStoreAnswer,
  staffStoresAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";

export const staffKey = ["shop-staff"] as const;
const campaignPageSize = 10;
const checkInPageSize = 20;

const nextPage = (last: { meta: { page: number; total_pages: number } }) =>
  last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined;
const noRetryOnRefusal = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2;
const store = (id: string) => `staff/stores/${encodeURIComponent(id)}`;

/** `GET staff/stores`: the stores the signed-in member works at (none for a member who is not staff). */
export const staffStoresQuery = () =>
  queryOptions({
    queryKey: [...staffKey, "stores"],
    queryFn: async ({ signal }) => (await callApi<typeof staffStoresAnswer>("shop", "staff/stores", { signal })).data,
    retry: noRetryOnRefusal,
  });

/** `GET staff/stores/{id}/checkin_qr`: the counter screen's current token. */
export async function fetchCheckInQr(storeId: string, signal?: AbortSignal) {
  const askedAt = Date.now();
  const { data } = await callApi<typeof staffCheckInQrAnswer>("shop", `${store(storeId)}/checkin_qr`, { signal });
  return { qr: data, askedAt, answeredAt: Date.now() };
}

/** `GET staff/stores/{id}/checkins`: today's check-ins, newest first; read again every half minute. */
export const staffCheckInsQuery = (storeId: string) =>
  infiniteQueryOptions({
    queryKey: [...staffKey, "checkins", storeId],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof staffCheckInsAnswer>(
        "shop",
        `${store(storeId)}/checkins?page=${pageParam}&limit=${checkInPageSize}`,
        {
          signal,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: 30_000,
    retry: noRetryOnRefusal,
  });

/** `POST staff/coupons/lookup {code}`: the coupon a live code stands for, and its member. */
export async function lookUpCoupon(code: string) {
  return (
    await callApi<typeof couponWithMemberAnswer>("shop", "staff/coupons/lookup", { method: "POST", body: { code } })
  ).data;
}

/** `POST staff/coupons/use {code}`: confirms the coupon used. */
export async function confirmCouponUse(code: string) {
  return (await callApi<typeof couponWithMemberAnswer>("shop", "staff/coupons/use", { method: "POST", body: { code } }))
    .data;
}

export const staffCampaignsQuery = (storeId: string) =>
  infiniteQueryOptions({
    queryKey: [...staffKey, "campaigns", storeId],
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof staffCampaignsAnswer>(
        "shop",
        `${store(storeId)}/campaigns?page=${pageParam}&limit=${campaignPageSize}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: noRetryOnRefusal,
  });

export async function createCampaign(storeId: string, body: StaffCampaignBody) {
  const { data } = await callApi<typeof staffCampaignAnswer>("shop", `${store(storeId)}/campaigns`, {
    method: "POST",
    body,
  });
  await queryClient.invalidateQueries({ queryKey: [...staffKey, "campaigns", storeId] });
  return data;
}

export async function updateCampaign(storeId: string, id: string, patch: StaffCampaignPatch) {
  const { data } = await callApi<typeof staffCampaignAnswer>("shop", `staff/campaigns/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: patch,
  });
  await queryClient.invalidateQueries({ queryKey: [...staffKey, "campaigns", storeId] });
  return data;
}

/** `PATCH staff/stores/{id}/checkin_settings` (owner only): the printed QR, the radius, check-ins outside the hours. */
export async function updateCheckInSettings(storeId: string, body: StaffCheckInSettings) {
  const { data } = await callApi<typeof staffStoreAnswer>("shop", `${store(storeId)}/checkin_settings`, {
    method: "PATCH",
    body,
  });
  await queryClient.invalidateQueries({ queryKey: [...staffKey, "stores"] });
  return data;
}
