import i18next from "i18next";
import type { LoaderFunction, LoaderFunctionArgs } from "react-router";
import { requestScope } from "../lib/request-scope";
import { loaderQueryClient, type ScreenLoader } from "../shared/screens";

/**
 * A screen's route loader: its guard, then its data and its layout's (awaited only when rendering
 * on the server), loaded into the query cache the router hands it. On the server a signed-in
 * reader's data is asked for beside the guard, not after it: it reads nothing the guard decides,
 * and the page waits for both. A guard that sends the reader elsewhere leaves it unused (a GET
 * changes nothing; the session's end is told by either answer alike).
 */
export function screenLoader(guard: LoaderFunction | undefined, data: ScreenLoader[]): LoaderFunction | undefined {
  if (data.length === 0) return guard;
  return async (args: LoaderFunctionArgs) => {
    const scope = requestScope();
    const input = {
      url: new URL(args.request.url),
      params: args.params,
      queryClient: loaderQueryClient(args.context),
      locale: scope?.locale ?? i18next.language,
    };
    const load = () => Promise.all(data.map((screen) => screen(input)));
    const early = scope?.cookie("loggedIn") ? load() : null;
    const passed = guard ? await guard(args) : null;
    const loading = early ?? load();
    // prefetch* never throws; a query that failed is the screen's to show (or the server's to skip).
    if (scope) await loading;
    return passed ?? null;
  };
}
