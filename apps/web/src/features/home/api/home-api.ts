import type { checkInAnswer, earnPointsAnswer, homeAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";

/** The home screen's answers; refreshed after a check-in, a claim or a survey. */
export const homeKey = ["home"] as const;

/** `GET home`: everything the dashboard shows, its sections and their order included, in one call. */
export const homeQuery = queryOptions({
  queryKey: [...homeKey, "dashboard"],
  queryFn: async ({ signal }) => (await callApi<typeof homeAnswer>("main", "home", { signal })).data,
});

/** `GET home/earn_points`: every way to earn and what it pays now. */
export const earnPointsQuery = queryOptions({
  queryKey: [...homeKey, "earn"],
  queryFn: async ({ signal }) => (await callApi<typeof earnPointsAnswer>("main", "home/earn_points", { signal })).data,
});

/** `POST attendance/check_in`: today's check-in, once per local day. */
export async function checkIn() {
  return (await callApi<typeof checkInAnswer>("main", "attendance/check_in", { method: "POST" })).data;
}
