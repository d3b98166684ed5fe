import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const jobProfiles = loadOnce(() => import("../../shared/job-profiles/own-profiles"));
const jobCategories = loadOnce(() => import("../../shared/job-profiles/categories"));
const profileApi = loadOnce(() => import("./api/profile-api"));
const showcaseApi = loadOnce(() => import("./api/showcase-api"));

/**
 * The screens drawn from the member's own worker profile alone (the entry, the portfolio, the
 * business card, whose QR code holds the site's address and is drawn once the app has the page);
 * the flash guard has loaded it, so this only says so. The entry's client part is the layout's.
 */
const ownProfileData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchQuery((await jobProfiles()).flashProfileQuery);
};

/** The profile editor: the profile, then its ID verification and the skills tab's categories once there is one. */
const profileEditorData: ScreenLoader = async ({ url, locale, queryClient }) => {
  const [{ flashProfileQuery }, { categoriesQuery }, { verificationQuery }] = await Promise.all([
    jobProfiles(),
    jobCategories(),
    showcaseApi(),
  ]);
  const profile = await queryClient.ensureQueryData(flashProfileQuery).catch(() => null);
  if (!profile?.status) return;
  await Promise.all([
    queryClient.prefetchQuery(verificationQuery),
    url.searchParams.get("tab") === "skills" ? queryClient.prefetchQuery(categoriesQuery(locale)) : null,
  ]);
};

/** A worker's public profile and the first page of their reviews. */
const workerData: ScreenLoader = async ({ params, queryClient }) => {
  const { publicProfileQuery, workerReviewsQuery } = await profileApi();
  const worker = await queryClient.fetchQuery(publicProfileQuery(params.id ?? "")).catch(() => null);
  if (worker) await queryClient.prefetchInfiniteQuery(workerReviewsQuery(worker.id));
};

/** The worker's side of the job marketplace: its entry, the worker profile and a worker's public page. */
export const screens: Screen[] = [
  {
    path: "/home/flashjobs",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "flashjobs" },
    loader: ownProfileData,
    lazy: async () => ({ Component: (await import("./pages/flashjobs-page")).FlashJobsPage }),
  },
  {
    path: "/home/flashjobs/profile",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "jobProfile" },
    loader: profileEditorData,
    lazy: async () => ({ Component: (await import("./pages/profile-page")).JobProfilePage }),
  },
  {
    path: "/home/flashjobs/profile/bussiness-card",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "businessCard" },
    loader: ownProfileData,
    lazy: async () => ({ Component: (await import("./pages/business-card-page")).BusinessCardPage }),
  },
  {
    path: "/home/flashjobs/profile/portfolio",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "portfolio" },
    loader: ownProfileData,
    lazy: async () => ({ Component: (await import("./pages/portfolio-page")).PortfolioPage }),
  },
  {
    path: "/home/flashjobs/:id",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "worker" },
    loader: workerData,
    lazy: async () => ({ Component: (await import("./pages/worker-page")).WorkerPage }),
  },
];
