import type { WebRoutePath } from "@rewards/contracts";
import type { RouteObject } from "react-router";
import { ErrorPage, NotFoundPage } from "../features/errors";
import { RootLayout } from "./root-layout";

type PageRoute = RouteObject & { path: WebRoutePath };

/**
 * Every page of the web app, each loaded on demand. The paths are the shared list in
 * `@rewards/contracts` (a test holds them equal), which the server uses to answer 404s.
 */
export const pageRoutes: PageRoute[] = [
  {
    path: "/",
    lazy: async () => ({ Component: (await import("../features/landing/landing-page")).LandingPage }),
  },
  {
    path: "/health-check",
    lazy: async () => ({ Component: (await import("../features/health/health-check-page")).HealthCheckPage }),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    children: [...pageRoutes, { path: "*", Component: NotFoundPage }],
  },
];
