// The build's prerendering (build/prerender.mjs): each public page rendered to HTML in each
// language, from the same route tree the browser runs, for a visitor without a session.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from "react-router";
import { documentTitle } from "../app/document-title";
import { visitorGuards } from "../app/guards";
import { buildRoutes, screens } from "../app/routes";
import { AppSkeleton } from "../components/ui/app-skeleton";
import type { Locale } from "../lib/i18n";
import { queryClientContext } from "../shared/screens";
import { serverI18nOptions } from "./catalogs";

const ready = i18next.use(initReactI18next).init(serverI18nOptions());

const handler = createStaticHandler(buildRoutes(visitorGuards));
const publicScreens = screens.filter((screen) => screen.layout === "public");

export type RenderedPage = {
  /** The markup inside `#root`. */
  html: string;
  title: string;
  description: string;
  /** The i18n namespaces the page used, loaded before the browser takes the page over. */
  namespaces: string[];
  /** The guards' answers, handed to the browser's router so it renders the same page. */
  loaderData: Record<string, unknown>;
};

/** The public pages the build prerenders: every public screen but the status page, which is live data. */
export const prerenderedPaths: string[] = publicScreens
  .map((screen) => screen.path as string)
  .filter((path) => path !== "/health-check");

/** The skeleton of a signed-in screen, for the app's own page (index.html). */
export function renderSkeleton(): string {
  return renderToString(<AppSkeleton />);
}

export async function renderPage(pathname: string, locale: Locale): Promise<RenderedPage> {
  await ready;
  await i18next.changeLanguage(locale);
  // Which namespaces this page uses: react-i18next records them on the instance, so start afresh.
  const report = i18next.reportNamespaces as unknown as { usedNamespaces: Record<string, boolean> } | undefined;
  if (report) report.usedNamespaces = {};
  const queryClient = new QueryClient();
  const requestContext = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`), { requestContext });
  if (context instanceof Response) throw new Error(`${pathname} redirects while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  // Rendered whole: `prerender` waits for every lazy part before it writes a byte. React still moves
  // a large part out of place, to be put back by an inline script, once the page passes a chunk size;
  // the site's content policy forbids inline scripts, so no size is large enough for that. A part that
  // fails stops the build (React would leave it to the browser).
  const failures: unknown[] = [];
  const { prelude } = await prerender(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void failures.push(error),
  });
  if (failures.length > 0) throw failures[0];
  const html = await new Response(prelude).text();
  const screen = publicScreens.find((entry) => entry.path === new URL(pathname, "http://prerender.invalid").pathname);
  const t = i18next.getFixedT(locale);
  const used = i18next.reportNamespaces?.getUsedNamespaces() ?? [];
  return {
    html,
    title: documentTitle(screen?.meta.title, t),
    description: t(`descriptions.${screen?.meta.title ?? "front"}`),
    namespaces: [...new Set(used)].filter((namespace) => namespace !== "translation"),
    loaderData: context.loaderData,
  };
}
