import { QueryCache, QueryClient } from "@tanstack/react-query";
import { reportError } from "./report-error";

/**
 * The one query cache of the app. Route loaders (the account guards) read and fill it before a
 * screen renders, so it lives here rather than inside the React tree.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => reportError(error, "query") }),
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
