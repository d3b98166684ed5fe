import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./app/routes";
import { endSessionWhenSignedInElsewhere } from "./app/session-ended";
import { reloadForNewVersion } from "./lib/chunk-reload";
import { startI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { reportError } from "./lib/report-error";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";

window.addEventListener("error", (event) => reportError(event.error ?? event.message, "window error"));
window.addEventListener("unhandledrejection", (event) => reportError(event.reason, "unhandled rejection"));
// Vite announces a chunk it could not preload; a reload fetches the current build (once a minute at most).
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForNewVersion()) event.preventDefault();
});

await startI18n();

const router = createBrowserRouter(routes);
endSessionWhenSignedInElsewhere(router);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
registerServiceWorker();
