import type {
  PointHistoryKind,
  PointHistoryPeriod,
  paidHistoryAnswer,
  pointHistoriesAnswer,
  pointHistoryDetailAnswer,
  pointHistoryPageAnswer,
  pointSummaryAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { nextPageOf } from "../lib/history";

/** Every points answer lives under this key, so one invalidation refreshes them after a redemption. */
export const pointsKey = ["points"] as const;

/** The balance, its local value and its expiry: the points screen's card and the header's. */
export const pointSummaryQuery = queryOptions({
  queryKey: [...pointsKey, "summary"],
  queryFn: async ({ signal }) =>
    (await callApi<typeof pointSummaryAnswer>("main", "point_histories/summary", { signal })).data,
});

const paging = {
  initialPageParam: 1,
  getNextPageParam: (last: { meta: { page: number; total_pages: number } }) => nextPageOf(last.meta),
};

export function pointHistoriesQuery(filter: PointHistoryKind, period: PointHistoryPeriod) {
  return infiniteQueryOptions({
    queryKey: [...pointsKey, "histories", filter, period],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ filter, period, page: String(pageParam) });
      return callApi<typeof pointHistoriesAnswer>("main", `point_histories?${search}`, { signal });
    },
    ...paging,
  });
}

/** The earnings tab (`bonus`): plain pages of credits. */
export const pointEntriesQuery = infiniteQueryOptions({
  queryKey: [...pointsKey, "bonus"],
  queryFn: ({ pageParam, signal }) =>
    callApi<typeof pointHistoryPageAnswer>("main", `point_histories/bonus?page=${pageParam}`, { signal }),
  ...paging,
});

/** The exchanges tab: the member's redeem requests. */
export const paidHistoryQuery = infiniteQueryOptions({
  queryKey: [...pointsKey, "paid"],
  queryFn: ({ pageParam, signal }) =>
    callApi<typeof paidHistoryAnswer>("main", `point_histories/paid?page=${pageParam}`, { signal }),
  ...paging,
});

/** An id that is not the member's (404) or not an id at all (400) will not turn up on a retry. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function pointHistoryDetailQuery(id: string) {
  return queryOptions({
    queryKey: [...pointsKey, "detail", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof pointHistoryDetailAnswer>("main", `point_histories/${encodeURIComponent(id)}`, { signal }))
        .data,
    retry: retryUnlessRefused,
  });
}
