import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { AppSkeleton } from "../components/ui/app-skeleton";
import { LoadingBar } from "../components/ui/loading-bar";
import { screens as accountScreens } from "../features/account/screens";
import { consoleLayout, consoleScreens } from "../features/admin/screens";
import { screens as bingoScreens } from "../features/bingo/screens";
import { screens as chatScreens } from "../features/chat/screens";
import { screens as flashJobScreens } from "../features/flashjobs/screens";
import { screens as healthScreens } from "../features/health/screens";
import { screens as homeScreens } from "../features/home/screens";
import { screens as inviteScreens } from "../features/invite/screens";
import { screens as jobPostScreens } from "../features/job-posts/screens";
import { screens as jobScreens } from "../features/jobs/screens";
import { screens as missionScreens } from "../features/missions/screens";
import { screens as notificationScreens } from "../features/notifications/screens";
import { screens as pointScreens } from "../features/points/screens";
import { screens as publicSiteScreens } from "../features/public-site/screens";
import { screens as shopRewardScreens } from "../features/shop-rewards/screens";
import { screens as shopStaffScreens } from "../features/shop-staff/screens";
import { screens as shopScreens } from "../features/shops/screens";
import { screens as surveyScreens } from "../features/surveys/screens";
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from "../shared/errors";
import type { Layout, Screen, ScreenMeta } from "../shared/screens";
import { frontScreen } from "./front-screen";
import { type GuardLoaders, guardLoaders } from "./guards";
import { layoutData } from "./layout-data";
import { RootLayout } from "./root-layout";
import { screenLoader } from "./screen-loader";

/** Every screen of the app, as its feature declares it (features/<f>/screens.ts). */
export const screens: Screen[] = [
  frontScreen,
  ...publicSiteScreens,
  ...accountScreens,
  ...healthScreens,
  ...homeScreens,
  ...pointScreens,
  ...missionScreens,
  ...bingoScreens,
  ...inviteScreens,
  ...notificationScreens,
  ...surveyScreens,
  ...flashJobScreens,
  ...jobScreens,
  ...jobPostScreens,
  ...chatScreens,
  ...shopScreens,
  ...shopRewardScreens,
  ...shopStaffScreens,
];

/** The layouts, each loaded on demand, in the order the tree lists them. */
const layouts: Record<Layout, () => Promise<{ Component: ComponentType }>> = {
  public: async () => ({ Component: (await import("./layouts/public-layout")).PublicLayout }),
  home: async () => ({ Component: (await import("./layouts/home-layout")).HomeLayout }),
  "flash-job": async () => ({ Component: (await import("./layouts/flash-job-layout")).FlashJobLayout }),
  shop: async () => ({ Component: (await import("./layouts/shop-layout")).ShopLayout }),
};

/** A screen as a route: its chunk loads when first visited, after its guard let the visitor in. */
function screenRoute(guards: GuardLoaders, { path, layout, guard, meta, loader, lazy }: Screen): RouteObject {
  const loaderFunction = screenLoader(
    guard && guards[guard],
    loader ? [layoutData[layout], loader].filter((data) => data !== undefined) : [],
  );
  return {
    // The path is the id, so a prerendered page can hand the router its guard's answer (see main.tsx).
    id: path,
    path,
    handle: meta satisfies ScreenMeta,
    ...(loaderFunction && { loader: loaderFunction }),
    lazy,
  };
}

/** The back office at `/admin`: a tree of its own, behind the `auth` guard (features/admin/screens.ts). */
function consoleRoute(guards: GuardLoaders): RouteObject {
  return {
    path: "/admin",
    handle: { title: "admin" } satisfies ScreenMeta,
    loader: guards.auth,
    lazy: consoleLayout,
    children: consoleScreens.map(({ path, meta, lazy }) => ({
      ...(path ? { path } : { index: true }),
      handle: meta,
      lazy,
    })),
  };
}

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

/**
 * The route tree: the root frame, each layout with its screens, the back office and the page of an
 * address no screen has. The browser runs the real guards; the build's prerendering passes loaders
 * that answer as for a visitor without a session (app/guards.ts).
 */
export function buildRoutes(guards: GuardLoaders = guardLoaders): RouteObject[] {
  const layoutRoutes = (Object.keys(layouts) as Layout[]).map((layout) => ({
    id: layout,
    lazy: layouts[layout],
    children: screens.filter((screen) => screen.layout === layout).map((screen) => screenRoute(guards, screen)),
  }));
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
        ...layoutRoutes,
        consoleRoute(guards),
        { path: "*", Component: NotFoundPage, handle: { title: notFoundTitle } satisfies ScreenMeta },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();
