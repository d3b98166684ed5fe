import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import { AppSkeleton } from "../components/ui/app-skeleton";
import { LoadingBar } from "../components/ui/loading-bar";
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from "../features/errors";
import { loadOnce } from "../lib/load-once";
import { RootLayout } from "./root-layout";
import type { RouteHandle } from "./route-handle";
import { flashJobScreens, type Guard, homeScreens, publicScreens, type Screen, shopScreens } from "./route-table";
import { screenLoader } from "./screen-data";

const pendingScreen = async () => (await import("./pending-screen")).PendingScreen;

/** What a guard's loader answers for a visitor without a session, the only visitor a prerendered page is for. */
export const visitorGuardData: Record<Guard, unknown> = {
  auth: null,
  home: null,
  front: { setup: null },
  guest: null,
  flash: null,
};

export type GuardLoaders = Record<Guard, LoaderFunction>;

const accountModule = loadOnce(() => import("../features/account"));
const flashJobsModule = loadOnce(() => import("../features/flashjobs"));

/** The guards live with the accounts feature and load with the first guarded screen. */
const guardLoaders: GuardLoaders = {
  auth: async (args) => (await accountModule()).authGuard(args),
  home: async (args) => (await accountModule()).homeGuard(args),
  front: async () => (await accountModule()).frontPageLoader(),
  guest: async (args) => (await accountModule()).guestGuard(args),
  flash: async (args) => {
    await (await accountModule()).homeGuard(args);
    return (await flashJobsModule()).flashProfileGuard(args);
  },
};

/** Every screen is its own chunk, loaded when first visited, after its guard let the visitor in. */
function screenRoute(guards: GuardLoaders, { path, page, guard, data, ...handle }: Screen): RouteObject {
  const load: () => Promise<ComponentType> = page ?? pendingScreen;
  const loader = screenLoader(guard && guards[guard], data);
  return {
    // The path is the id, so a prerendered page can hand the router its guard's answer (see main.tsx).
    id: path,
    path,
    handle: handle satisfies RouteHandle,
    ...(loader && { loader }),
    lazy: async () => ({ Component: await load() }),
  };
}

/** A layout, also loaded on demand, around its screens. */
function layoutRoute(
  guards: GuardLoaders,
  id: string,
  load: () => Promise<ComponentType>,
  screens: Screen[],
): RouteObject {
  return {
    id,
    lazy: async () => ({ Component: await load() }),
    children: screens.map((screen) => screenRoute(guards, screen)),
  };
}

/**
 * The back office at `/admin`: a tree of its own whose layout, stylesheet and pages load only when
 * a staff member opens it. The server decides what each section may do (`/api/admin/me`).
 */
export const adminRoute: RouteObject = {
  path: "/admin",
  handle: { title: "admin" } satisfies RouteHandle,
  loader: guardLoaders.auth,
  lazy: async () => ({ Component: (await import("../features/admin/layout/admin-layout")).AdminLayout }),
  children: [
    {
      index: true,
      handle: { title: "adminDashboard" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/pages/console-home-page")).ConsoleHomePage }),
    },
    {
      path: "members",
      handle: { title: "adminMembers" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/pages/members-page")).MembersPage }),
    },
    {
      path: "members/:id",
      handle: { title: "adminMember" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/pages/member-page")).MemberPage }),
    },
    {
      path: "redemptions",
      handle: { title: "adminRedemptions" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/pages/redemptions-page")).RedemptionsPage }),
    },
    {
      path: "surveys",
      handle: { title: "adminSurveys" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/surveys/surveys-page")).SurveysPage }),
    },
    {
      path: "surveys/new",
      handle: { title: "adminNewSurvey" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/surveys/survey-editor-page")).SurveyEditorPage,
      }),
    },
    {
      path: "surveys/:id",
      handle: { title: "adminSurvey" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/surveys/survey-editor-page")).SurveyEditorPage,
      }),
    },
    {
      path: "card-stock",
      handle: { title: "adminCardStock" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/card-stock/card-stock-page")).CardStockPage }),
    },
    {
      path: "support-requests",
      handle: { title: "adminSupportRequests" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/support-requests/support-requests-page")).SupportRequestsPage,
      }),
    },
    {
      path: "id-checks",
      handle: { title: "adminIdChecks" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/id-checks/id-checks-page")).IdChecksPage }),
    },
    {
      path: "id-checks/:id",
      handle: { title: "adminIdCheck" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/id-checks/id-check-page")).IdCheckPage }),
    },
    {
      path: "jobs",
      handle: { title: "adminJobDisputes" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/jobs/disputes-page")).DisputesPage }),
    },
    {
      path: "jobs/reports",
      handle: { title: "adminJobReports" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/jobs/reports-page")).ReportsPage }),
    },
    {
      path: "missions",
      handle: { title: "adminMissions" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/missions/missions-page")).MissionsPage }),
    },
    {
      path: "missions/new",
      handle: { title: "adminNewMission" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/missions/mission-editor-page")).MissionEditorPage,
      }),
    },
    {
      path: "missions/:id",
      handle: { title: "adminMission" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/missions/mission-editor-page")).MissionEditorPage,
      }),
    },
    {
      path: "bingo",
      handle: { title: "adminBingo" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/bingo/bingo-page")).BingoPage }),
    },
    {
      path: "bingo/new",
      handle: { title: "adminNewBingoCampaign" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/bingo/new-campaign-page")).NewCampaignPage }),
    },
    {
      path: "ads",
      handle: { title: "adminAds" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/ads/ads-page")).AdsPage }),
    },
    {
      path: "ads/new",
      handle: { title: "adminNewAd" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/ads/ad-editor-page")).AdEditorPage }),
    },
    {
      path: "ads/:id",
      handle: { title: "adminAd" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/ads/ad-editor-page")).AdEditorPage }),
    },
    {
      path: "stores",
      handle: { title: "adminStores" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/stores/stores-page")).StoresPage }),
    },
    {
      path: "stores/new",
      handle: { title: "adminNewStore" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/stores/store-editor-page")).StoreEditorPage,
      }),
    },
    {
      path: "stores/:id",
      handle: { title: "adminStore" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/stores/store-editor-page")).StoreEditorPage,
      }),
    },
    {
      path: "notifications",
      handle: { title: "adminNotifications" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/notifications/campaigns-page")).CampaignsPage,
      }),
    },
    {
      path: "notifications/new",
      handle: { title: "adminNewNotification" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/notifications/compose-page")).ComposePage,
      }),
    },
    {
      path: "notifications/:id",
      handle: { title: "adminNotification" } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import("../features/admin/notifications/campaign-page")).CampaignPage,
      }),
    },
    {
      path: "audit",
      handle: { title: "adminAudit" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("../features/admin/pages/audit-page")).AuditPage }),
    },
  ],
};

function FirstScreenPending() {
  return (
    <>
      <LoadingBar />
      <AppSkeleton />
    </>
  );
}

/** The document title of an address no screen has. */
export const notFoundTitle = "notFound";

export const screens: Screen[] = [...publicScreens, ...homeScreens, ...flashJobScreens, ...shopScreens];

/**
 * The route tree. The browser runs the real guards; the build's prerendering passes loaders that
 * answer as for a visitor without a session (`visitorGuardData`).
 */
export function buildRoutes(guards: GuardLoaders = guardLoaders): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootLayout,
      // While the first screen's guard runs (it may fetch the profile): the skeleton the page's HTML
      // already shows, and the loading bar if it takes long.
      HydrateFallback: FirstScreenPending,
      errorElement: (
        <ErrorPageBoundary>
          <ErrorPage />
        </ErrorPageBoundary>
      ),
      children: [
        layoutRoute(
          guards,
          "public",
          async () => (await import("./layouts/public-layout")).PublicLayout,
          publicScreens,
        ),
        layoutRoute(guards, "home", async () => (await import("./layouts/home-layout")).HomeLayout, homeScreens),
        layoutRoute(
          guards,
          "flash-job",
          async () => (await import("./layouts/flash-job-layout")).FlashJobLayout,
          flashJobScreens,
        ),
        layoutRoute(guards, "shop", async () => (await import("./layouts/shop-layout")).ShopLayout, shopScreens),
        adminRoute,
        { path: "*", Component: NotFoundPage, handle: { title: notFoundTitle } satisfies RouteHandle },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();
