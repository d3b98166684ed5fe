import i18next from "i18next";
import { type HydrationState, matchRoutes, type RouteObject } from "react-router";
import { isLocale, startI18n } from "../lib/i18n";

/**
 * A prerendered public page (build/prerender.mjs) marks its root with the language it was written
 * in and the catalogs it used, and carries the router's loader answers as JSON. Taking it over
 * means rendering exactly that HTML again: the same language, every catalog and route module the
 * page needs loaded first, and the guards' answers handed to the router instead of run again
 * (the server prerenders only for visitors without a session, for whom they answer as written).
 * A signed-in screen the server rendered for its request (src/prerender/render-app.tsx) is marked
 * the same way, and also carries the query cache it was rendered from (`query-data`), which goes
 * into the app's cache before the first render so no query is asked again.
 */
export async function takeOverPrerenderedPage(
  root: HTMLElement,
  routes: RouteObject[],
): Promise<{ hydrationData: HydrationState; queryState: unknown } | null> {
  const locale = root.dataset.prerendered;
  const data = document.getElementById("router-data")?.textContent;
  if (!isLocale(locale) || !data) return null;

  await startI18n(locale);
  const namespaces = (root.dataset.namespaces ?? "").split(",").filter(Boolean);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    i18next.loadNamespaces(namespaces),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  ]);
  const queries = document.getElementById("query-data")?.textContent;
  return { hydrationData: { loaderData: JSON.parse(data) }, queryState: queries ? JSON.parse(queries) : null };
}
