import type { QueryClient } from "@tanstack/react-query";
import { createContext, type RouterContextProvider } from "react-router";

/**
 * The query cache, handed to every route loader through React Router's context: the browser's
 * router gives the app's one (main.tsx), the server's handler the request's own
 * (src/prerender/render-app.tsx). Loaders take it from their arguments, never from a global.
 */
export const queryClientContext = createContext<QueryClient>();

/** The cache a loader was handed (its `context` argument). */
export function loaderQueryClient(context: unknown): QueryClient {
  return (context as Readonly<RouterContextProvider>).get(queryClientContext);
}
