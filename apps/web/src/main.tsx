import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterContextProvider, RouterProvider } from "react-router";
import { takeOverPrerenderedPage } from "./app/prerendered";
import { routes } from "./app/routes";
import { endSessionWhenSignedInElsewhere } from "./app/session-ended";
import { appBannerNamespaces } from "./features/app-banner";
import { reloadForNewVersion } from "./lib/chunk-reload";
import { startI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { reportError } from "./lib/report-error";
import { registerServiceWorker } from "./lib/service-worker";
import { rememberJobProfileType } from "./lib/session";
import { rememberTimeZone, renderedInAnotherZone } from "./lib/time-zone";
import { queryClientContext } from "./shared/screens";
import "./styles.css";

window.addEventListener("error", (event) => reportError(event.error ?? event.message, "window error"));
window.addEventListener("unhandledrejection", (event) => reportError(event.reason, "unhandled rejection"));
// Vite announces a chunk it could not preload; a reload fetches the current build (once a minute at most).
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForNewVersion()) event.preventDefault();
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A public page the build prerendered, or a screen the server rendered, is taken over in place
// (hydrated); any other starts afresh.
const prerendered = await takeOverPrerenderedPage(root, routes);
if (!prerendered) await startI18n(undefined, appBannerNamespaces());
// A screen the server rendered with its data: the same answers, so nothing is fetched twice.
if (prerendered?.queryState) hydrate(queryClient, prerendered.queryState);

const router = createBrowserRouter(routes, {
  // Every loader (the guards, the screens' data) is handed the app's query cache.
  getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  ...(prerendered && { hydrationData: prerendered.hydrationData }),
});
endSessionWhenSignedInElsewhere(router);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
if (prerendered) {
  // A page that differs from its prerendered HTML is still right (React redraws it), but it should not differ.
  hydrateRoot(root, app, {
    onRecoverableError: (error) => {
      console.warn(error);
      reportError(error, "hydration");
    },
  });
} else createRoot(root).render(app);
registerServiceWorker();
// The next page the server renders counts "today" in this browser's zone, with the job profile chosen here.
rememberTimeZone();
// A page the server rendered counting another zone's days (a check-in "today" may be yesterday
// here): its answers are asked again, in this zone, once the screen is up.
if (prerendered?.queryState && renderedInAnotherZone(root)) void queryClient.invalidateQueries();
rememberJobProfileType();
