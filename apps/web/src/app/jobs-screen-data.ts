import type { QueryClient } from "@tanstack/react-query";
import { loadOnce } from "../lib/load-once";
import type { ScreenData } from "./screen-data";

/**
 * What the job marketplace's screens (chat included) show first (app/screen-data.ts), with the
 * query options of each feature's api module, imported on demand. A part that depends on where the
 * browser is (the worker's place) is asked as the page first draws it, without a place; the browser
 * asks again once it knows one. Each module is imported once (lib/load-once.ts): these run for every
 * rendered page.
 */

const flashjobs = loadOnce(() => import("../shared/job-profiles"));
const profileApi = loadOnce(() => import("../features/flashjobs/api/profile-api"));
const showcaseApi = loadOnce(() => import("../features/flashjobs/api/showcase-api"));
const chatApi = loadOnce(() => import("../features/chat/api/chat-api"));
const jobsApi = loadOnce(() => import("../features/jobs/api/jobs-api"));
const jobSearch = loadOnce(() => import("../features/jobs/lib/job-search"));
const session = loadOnce(() => import("../lib/session"));
const jobPostsApi = loadOnce(() => import("../features/job-posts/api/job-posts-api"));

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

/**
 * The screens drawn from the member's own worker profile alone (the entry, the portfolio, the
 * business card); the guard has loaded it, so this only says so. The entry's client part is the layout's.
 */
export const ownProfileData = withFlashLayout(async ({ queryClient }) => {
  const { flashProfileQuery } = await flashjobs();
  await queryClient.prefetchQuery(flashProfileQuery);
});

/** The profile editor: the profile, then its ID verification and the skills tab's categories once there is one. */
export const profileEditorData = withFlashLayout(async ({ url, locale, queryClient }) => {
  const [{ categoriesQuery, flashProfileQuery }, { verificationQuery }] = await Promise.all([
    flashjobs(),
    showcaseApi(),
  ]);
  const profile = await queryClient.ensureQueryData(flashProfileQuery).catch(() => null);
  if (!profile?.status) return;
  await Promise.all([
    queryClient.prefetchQuery(verificationQuery),
    url.searchParams.get("tab") === "skills" ? queryClient.prefetchQuery(categoriesQuery(locale)) : null,
  ]);
});

/** A worker's public profile and the first page of their reviews. */
export const workerData = withFlashLayout(async ({ params, queryClient }) => {
  const { publicProfileQuery, workerReviewsQuery } = await profileApi();
  const worker = await queryClient.fetchQuery(publicProfileQuery(params.id ?? "")).catch(() => null);
  if (worker) await queryClient.prefetchInfiniteQuery(workerReviewsQuery(worker.id));
});

export const jobListData = withFlashLayout(async ({ url, queryClient }) => {
  const [{ workerJobsQuery }, search, { jobProfileType }] = await Promise.all([jobsApi(), jobSearch(), session()]);
  const jobType = search.jobTypeParam(url.searchParams.get("type"), search.defaultJobType(jobProfileType()));
  const showAll = url.searchParams.get("all") !== "0";
  await queryClient.prefetchInfiniteQuery(
    workerJobsQuery({ ...search.defaultJobSearch, jobType, showAll, place: null }),
  );
});

/** The search: its category filter, and the results once the address holds a search (none before). */
export const jobSearchData = withFlashLayout(async ({ url, locale, queryClient }) => {
  const [{ categoriesQuery }, { workerJobsQuery }, search, { jobProfileType }] = await Promise.all([
    flashjobs(),
    jobsApi(),
    jobSearch(),
    session(),
  ]);
  const categories = queryClient.prefetchQuery(categoriesQuery(locale));
  if (url.searchParams.size === 0) return categories;
  const applied = search.searchFromParams(url.searchParams, search.defaultJobType(jobProfileType()));
  await Promise.all([categories, queryClient.prefetchInfiniteQuery(workerJobsQuery({ ...applied, place: null }))]);
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

/** A client's screen: drawn once the member is a client; one who is not yet is asked to become one instead. */
const asClient = (screen: ScreenData): ScreenData =>
  withFlashLayout(async (args) => {
    const { clientProfileQuery } = await flashjobs();
    const client = await args.queryClient.ensureQueryData(clientProfileQuery).catch(() => null);
    if (client?.status) await screen(args);
  });

/** One of the client's jobs and its applicants. */
export const jobPostData = asClient(async ({ params, queryClient }) => {
  const { applicantsQuery, clientJobQuery } = await jobPostsApi();
  const id = params.id ?? "";
  await Promise.all([queryClient.prefetchQuery(clientJobQuery(id)), queryClient.prefetchQuery(applicantsQuery(id))]);
});

/** A job's form, new or saved: its category list, and the saved job it starts from. */
export const jobFormData = asClient(async ({ params, locale, queryClient }) => {
  const [{ clientJobQuery }, { categoriesQuery }] = await Promise.all([jobPostsApi(), flashjobs()]);
  await Promise.all([
    queryClient.prefetchQuery(categoriesQuery(locale)),
    params.id ? queryClient.prefetchQuery(clientJobQuery(params.id)) : null,
  ]);
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
