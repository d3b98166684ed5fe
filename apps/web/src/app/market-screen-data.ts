import type { QueryClient } from "@tanstack/react-query";
import { loadOnce } from "../lib/load-once";
import type { ScreenData } from "./screen-data";

/**
 * What the job marketplace, chat and shop screens show first (app/screen-data.ts), with the query
 * options of each feature's api module, imported on demand. A part that depends on where the
 * browser is (the worker's place, the member's shop location) is asked as the page first draws
 * it, without a place; the browser asks again once it knows one. Each module is imported once
 * (lib/load-once.ts): these run for every rendered page.
 */

const flashjobs = loadOnce(() => import("../features/flashjobs"));
const chatApi = loadOnce(() => import("../features/chat/api/chat-api"));
const jobsApi = loadOnce(() => import("../features/jobs/api/jobs-api"));
const jobSearch = loadOnce(() => import("../features/jobs/lib/job-search"));
const session = loadOnce(() => import("../lib/session"));
const jobPostsApi = loadOnce(() => import("../features/job-posts/api/job-posts-api"));
const storesApi = loadOnce(() => import("../features/shops/api/stores-api"));
const rewardsApi = loadOnce(() => import("../features/shop-rewards/api/rewards-api"));

/** The job marketplace's layout: its nav follows the client profile (the worker's the guard loaded), with the unread count. */
async function flashLayout(queryClient: QueryClient): Promise<void> {
  const [{ clientProfileQuery }, { unreadQuery }] = await Promise.all([flashjobs(), chatApi()]);
  await Promise.all([queryClient.prefetchQuery(clientProfileQuery), queryClient.prefetchQuery(unreadQuery())]);
}

const withFlashLayout =
  (screen: ScreenData): ScreenData =>
  async (args) => {
    await Promise.all([flashLayout(args.queryClient), screen(args)]);
  };

export const jobListData = withFlashLayout(async ({ url, queryClient }) => {
  const [{ workerJobsQuery }, search, { jobProfileType }] = await Promise.all([jobsApi(), jobSearch(), session()]);
  const jobType = search.jobTypeParam(url.searchParams.get("type"), search.defaultJobType(jobProfileType()));
  const showAll = url.searchParams.get("all") !== "0";
  await queryClient.prefetchInfiniteQuery(
    workerJobsQuery({ ...search.defaultJobSearch, jobType, showAll, place: null }),
  );
});

export const jobData = withFlashLayout(async ({ params, queryClient }) => {
  const { applicationQuery, workerJobQuery } = await jobsApi();
  const job = await queryClient.fetchQuery(workerJobQuery(params.id ?? "", null)).catch(() => null);
  if (job?.application_id) await queryClient.prefetchQuery(applicationQuery(job.application_id));
});

export const appliedData = withFlashLayout(async ({ url, queryClient }) => {
  const { applicationsQuery, applicationStatusParam } = await jobsApi();
  await queryClient.prefetchInfiniteQuery(applicationsQuery(applicationStatusParam(url.searchParams.get("status"))));
});

export const favoriteData = withFlashLayout(async ({ queryClient }) => {
  const { favoriteJobsQuery } = await jobsApi();
  await queryClient.prefetchInfiniteQuery(favoriteJobsQuery());
});

export const jobPostsData = withFlashLayout(async ({ queryClient }) => {
  const { clientJobsQuery } = await jobPostsApi();
  await queryClient.prefetchInfiniteQuery(clientJobsQuery);
});

export const chatRoomsData = withFlashLayout(async ({ queryClient }) => {
  const { roomsQuery } = await chatApi();
  await queryClient.prefetchInfiniteQuery(roomsQuery());
});

export const chatThreadData = withFlashLayout(async ({ params, queryClient }) => {
  const { historyQuery, roomQuery } = await chatApi();
  const id = params.id ?? "";
  await Promise.all([queryClient.prefetchQuery(roomQuery(id)), queryClient.prefetchInfiniteQuery(historyQuery(id))]);
});

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
