import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const jobPostsApi = loadOnce(() => import("./api/job-posts-api"));
const jobProfiles = loadOnce(() => import("../../shared/job-profiles/own-profiles"));
const jobCategories = loadOnce(() => import("../../shared/job-profiles/categories"));

const jobPostsData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await jobPostsApi()).clientJobsQuery);
};

/** A client's screen: drawn once the member is a client; one who is not yet is asked to become one instead. */
const asClient =
  (screen: ScreenLoader): ScreenLoader =>
  async (args) => {
    const { clientProfileQuery } = await jobProfiles();
    const client = await args.queryClient.ensureQueryData(clientProfileQuery).catch(() => null);
    if (client?.status) await screen(args);
  };

/** One of the client's jobs and its applicants. */
const jobPostData = asClient(async ({ params, queryClient }) => {
  const { applicantsQuery, clientJobQuery } = await jobPostsApi();
  const id = params.id ?? "";
  await Promise.all([queryClient.prefetchQuery(clientJobQuery(id)), queryClient.prefetchQuery(applicantsQuery(id))]);
});

/** A job's form, new or saved: its category list, and the saved job it starts from. */
const jobFormData = asClient(async ({ params, locale, queryClient }) => {
  const [{ clientJobQuery }, { categoriesQuery }] = await Promise.all([jobPostsApi(), jobCategories()]);
  await Promise.all([
    queryClient.prefetchQuery(categoriesQuery(locale)),
    params.id ? queryClient.prefetchQuery(clientJobQuery(params.id)) : null,
  ]);
});

/** A client's job posts: the flash guard lets them through, the pages ask for a client profile. */
export const screens: Screen[] = [
  {
    path: "/home/flashjobs/posts",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "jobPosts" },
    loader: jobPostsData,
    lazy: async () => ({ Component: (await import("./pages/posts-page")).PostsPage }),
  },
  {
    path: "/home/flashjobs/posts/new",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "newJobPost" },
    loader: jobFormData,
    lazy: async () => ({ Component: (await import("./pages/post-form-page")).PostFormPage }),
  },
  {
    path: "/home/flashjobs/posts/:id",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "jobPost" },
    loader: jobPostData,
    lazy: async () => ({ Component: (await import("./pages/post-page")).PostPage }),
  },
  {
    path: "/home/flashjobs/posts/:id/edit",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "editJobPost" },
    loader: jobFormData,
    lazy: async () => ({ Component: (await import("./pages/post-form-page")).PostFormPage }),
  },
];
