import type { QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import type { LoaderFunction, LoaderFunctionArgs, Params } from "react-router";
import { activeQueryClient } from "../lib/query-client";
import { requestScope } from "../lib/request-scope";

/**
 * What a screen shows first, declared once in the route table: it loads the screen's queries (their
 * options come from the feature's api module, imported on demand) into the cache it is given. The
 * same declaration serves both sides: on the server the page waits for it and is rendered with the
 * answers in it (src/prerender/render-app.tsx), which the browser then takes over without asking
 * again; in the browser it starts with the screen's own chunk, and the screen's queries pick up
 * what is already on its way. `locale` is the language the screen is drawn in, for the queries keyed by it.
 */
export type ScreenData = (args: {
  url: URL;
  params: Params;
  queryClient: QueryClient;
  locale: string;
}) => Promise<unknown>;

/** A screen's loader: its guard first, then its data (awaited only when rendering on the server). */
export function screenLoader(guard: LoaderFunction | undefined, data: ScreenData | undefined) {
  if (!data) return guard;
  return async (args: LoaderFunctionArgs) => {
    const passed = guard ? await guard(args) : null;
    const loading = data({
      url: new URL(args.request.url),
      params: args.params,
      queryClient: activeQueryClient(),
      locale: requestScope()?.locale ?? i18next.language,
    });
    // prefetch* never throws; a query that failed is the screen's to show (or the server's to skip).
    if (requestScope()) await loading;
    return passed ?? null;
  };
}
