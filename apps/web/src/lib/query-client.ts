import { QueryCache, QueryClient } from "@tanstack/react-query";
import { reportError } from "./report-error";
import { requestScope } from "./request-scope";

/**
 * The one query cache of the app. Route loaders (the account guards) read and fill it before a
 * screen renders, so it lives here rather than inside the React tree.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => reportError(error, "query") }),
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

/** The cache loaders fill: the request's own when a screen renders on the server, else the app's one. */
export function activeQueryClient(): QueryClient {
  return requestScope()?.queryClient ?? queryClient;
}
