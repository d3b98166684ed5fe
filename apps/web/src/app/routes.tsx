import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from "../features/errors";
import { RootLayout } from "./root-layout";
import type { RouteHandle } from "./route-handle";
import { flashJobScreens, homeScreens, publicScreens, type Screen, shopScreens } from "./route-table";

const pendingScreen = async () => (await import("./pending-screen")).PendingScreen;

/** Every screen is its own chunk, loaded when first visited. */
function screenRoute({ path, page, ...handle }: Screen): RouteObject {
  const load: () => Promise<ComponentType> = page ?? pendingScreen;
  return { path, handle: handle satisfies RouteHandle, lazy: async () => ({ Component: await load() }) };
}

/** A layout, also loaded on demand, around its screens. */
function layoutRoute(load: () => Promise<ComponentType>, screens: Screen[]): RouteObject {
  return { lazy: async () => ({ Component: await load() }), children: screens.map(screenRoute) };
}

export const screens: Screen[] = [...publicScreens, ...homeScreens, ...flashJobScreens, ...shopScreens];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: (
      <ErrorPageBoundary>
        <ErrorPage />
      </ErrorPageBoundary>
    ),
    children: [
      layoutRoute(async () => (await import("./layouts/public-layout")).PublicLayout, publicScreens),
      layoutRoute(async () => (await import("./layouts/home-layout")).HomeLayout, homeScreens),
      layoutRoute(async () => (await import("./layouts/flash-job-layout")).FlashJobLayout, flashJobScreens),
      layoutRoute(async () => (await import("./layouts/shop-layout")).ShopLayout, shopScreens),
      { path: "*", Component: NotFoundPage },
    ],
  },
];
