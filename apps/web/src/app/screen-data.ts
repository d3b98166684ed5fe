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

/**
 * A screen's loader: its guard, then its data (awaited only when rendering on the server). On the
 * server a signed-in reader's data is asked for beside the guard, not after it: it reads nothing
 * the guard decides, and the page waits for both. A guard that sends the reader elsewhere leaves
 * it unused (a GET changes nothing; the session's end is told by either answer alike).
 */
export function screenLoader(guard: LoaderFunction | undefined, data: ScreenData | undefined) {
  if (!data) return guard;
  return async (args: LoaderFunctionArgs) => {
    const scope = requestScope();
    const load = () =>
      data({
        url: new URL(args.request.url),
        params: args.params,
        queryClient: activeQueryClient(),
        locale: scope?.locale ?? i18next.language,
      });
    const early = scope?.cookie("loggedIn") ? load() : null;
    const passed = guard ? await guard(args) : null;
    const loading = early ?? load();
    // prefetch* never throws; a query that failed is the screen's to show (or the server's to skip).
    if (scope) await loading;
    return passed ?? null;
  };
}
