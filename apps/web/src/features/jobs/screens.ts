import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const jobsApi = loadOnce(() => import("./api/jobs-api"));
const jobSearch = loadOnce(() => import("./lib/job-search"));
const jobCategories = loadOnce(() => import("../../shared/job-profiles/categories"));
const session = loadOnce(() => import("../../lib/session"));

/**
 * The job list: its type from the address, or from the job profile type the find-job menu chose
 * (also a `profileType` cookie, for this); asked without a place, and again once the browser has one.
 */
const jobListData: ScreenLoader = async ({ url, queryClient }) => {
  const [{ workerJobsQuery }, search, { jobProfileType }] = await Promise.all([jobsApi(), jobSearch(), session()]);
  const jobType = search.jobTypeParam(url.searchParams.get("type"), search.defaultJobType(jobProfileType()));
  const showAll = url.searchParams.get("all") !== "0";
  await queryClient.prefetchInfiniteQuery(
    workerJobsQuery({ ...search.defaultJobSearch, jobType, showAll, place: null }),
  );
};

/** The search: its category filter, and the results once the address holds a search (none before). */
const jobSearchData: ScreenLoader = async ({ url, locale, queryClient }) => {
  const [{ categoriesQuery }, { workerJobsQuery }, search, { jobProfileType }] = await Promise.all([
    jobCategories(),
    jobsApi(),
    jobSearch(),
    session(),
  ]);
  const categories = queryClient.prefetchQuery(categoriesQuery(locale));
  if (url.searchParams.size === 0) return categories;
  const applied = search.searchFromParams(url.searchParams, search.defaultJobType(jobProfileType()));
  await Promise.all([categories, queryClient.prefetchInfiniteQuery(workerJobsQuery({ ...applied, place: null }))]);
};

/** A job's detail, without a distance, and the worker's application on it. */
const jobData: ScreenLoader = async ({ params, queryClient }) => {
  const { applicationQuery, workerJobQuery } = await jobsApi();
  const job = await queryClient.fetchQuery(workerJobQuery(params.id ?? "", null)).catch(() => null);
  if (job?.application_id) await queryClient.prefetchQuery(applicationQuery(job.application_id));
};

const appliedData: ScreenLoader = async ({ url, queryClient }) => {
  const { applicationsQuery, applicationStatusParam } = await jobsApi();
  await queryClient.prefetchInfiniteQuery(applicationsQuery(applicationStatusParam(url.searchParams.get("status"))));
};

const favoriteData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await jobsApi()).favoriteJobsQuery());
};

/** The jobs a worker finds, applies to and keeps. */
export const screens: Screen[] = [
  {
    path: "/home/flashjobs/applied",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "appliedJobs" },
    loader: appliedData,
    lazy: async () => ({ Component: (await import("./pages/applied-page")).AppliedPage }),
  },
  {
    path: "/home/flashjobs/favorite",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "favorite" },
    loader: favoriteData,
    lazy: async () => ({ Component: (await import("./pages/favorite-page")).FavoritePage }),
  },
  {
    path: "/home/flashjobs/jobs",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "jobs" },
    loader: jobListData,
    lazy: async () => ({ Component: (await import("./pages/jobs-page")).JobsPage }),
  },
  {
    path: "/home/flashjobs/jobs/:id",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "jobDetail" },
    loader: jobData,
    lazy: async () => ({ Component: (await import("./pages/job-page")).JobPage }),
  },
  {
    path: "/home/flashjobs/search",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "jobSearch" },
    loader: jobSearchData,
    lazy: async () => ({ Component: (await import("./pages/search-page")).SearchPage }),
  },
];
