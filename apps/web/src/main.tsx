import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./app/routes";
import { reloadForNewVersion } from "./lib/chunk-reload";
import { startI18n } from "./lib/i18n";
import { reportError } from "./lib/report-error";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";

window.addEventListener("error", (event) => reportError(event.error ?? event.message, "window error"));
window.addEventListener("unhandledrejection", (event) => reportError(event.reason, "unhandled rejection"));
// Vite announces a chunk it could not preload; a reload fetches the current build (once a minute at most).
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForNewVersion()) event.preventDefault();
});

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => reportError(error, "query") }),
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(routes);

await startI18n();

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
