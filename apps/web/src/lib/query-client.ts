import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { reportError } from "./report-error";

/**
 * The one query cache of the app in the browser. The router hands it to route loaders (the guards,
 * the screens' data: shared/screens/query-client-context.ts), and main.tsx to the React tree; on the
 * server each request has a cache of its own (src/prerender/render-app.tsx).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => reportError(error, "query") }),
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessRefused } },
});

/**
 * Three more tries for what may pass (the network, the server's own failures, a timeout, a limit),
 * none for an answer that will not change (not found, not allowed, a bad request): the screen
 * says so at once instead of after seconds of retries.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false;
  }
  return failures < 3;
}
