// The request-time rendering (built by build/prerender.mjs into dist/.server, loaded by the API at
// start): a signed-in screen rendered to HTML for the request that asks for it, from the same route
// tree the browser runs, with the guards and the screen's data loaded as the browser would load
// them, through the API in the same process.
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next, { type i18n } from "i18next";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { documentTitle } from "../app/document-title";
import { buildRoutes, screens } from "../app/routes";
import type { Locale } from "../lib/i18n";
import { type ApiSend, provideRequestScope, type RequestScope } from "../lib/request-scope";
import { ownTimeZone, readerTimeZone } from "../lib/time-zone";
import { queryClientContext, type Screen } from "../shared/screens";
import { serverI18nOptions } from "./catalogs";

const scopes = new AsyncLocalStorage<RequestScope>();
provideRequestScope(() => scopes.getStore());

// One instance holds the catalogs; each language has one clone of it, shared by its requests (instanceIn).
const base = i18next.createInstance();
const ready = base.use(initReactI18next).init(serverI18nOptions());

const routes = buildRoutes();
const handler = createStaticHandler(routes);
const dataScreens = new Map(screens.filter((screen) => screen.loader).map((screen) => [screen.path, screen]));

/** The route tree cut down to the branch that leads to one route: its ancestors, with the same ids. */
function branchTo(tree: RouteObject[], id: string): RouteObject[] | null {
  for (const route of tree) {
    if (route.id === id) return [route];
    const below = route.children && branchTo(route.children, id);
    if (below) return [{ ...route, children: below } as RouteObject];
  }
  return null;
}

/**
 * A handler for each screen that declares data, over its own branch of the tree: the router
 * matches a signed-in page against the few routes it can be and makes the page's router from
 * them, not from the whole tree each time. The ids are the whole tree's, so the browser's router
 * takes the loaders' answers as its own.
 */
const screenHandlers = new Map(
  [...dataScreens.keys()].map((id) => {
    const branch = branchTo(routes, id);
    if (!branch) throw new Error(`The route tree has no screen ${id}.`);
    return [id, createStaticHandler(branch)];
  }),
);

/** How many addresses `screenAt` keeps the answer for before it starts again. */
const rememberedAddresses = 2_000;
const screenAtAddress = new Map<string, string | null>();

/**
 * The screen the whole tree gives an address (a more particular path wins, as in the browser:
 * `/home/survey/my-survey` is not the survey `my-survey`), remembered per address.
 */
function screenAt(pathname: string): string | null {
  let id = screenAtAddress.get(pathname);
  if (id === undefined) {
    id = matchRoutes(handler.dataRoutes, pathname)?.at(-1)?.route.id ?? null;
    if (screenAtAddress.size >= rememberedAddresses) screenAtAddress.clear();
    screenAtAddress.set(pathname, id);
  }
  return id;
}

export type RenderOptions = {
  /** Reaches the API in the same process, with the request's cookies and headers. */
  fetch: ApiSend;
  locale: Locale;
};

/** What the server sends for the request. */
export type RenderedApp =
  /** A guard sent the reader elsewhere: an HTTP redirect. */
  | { kind: "redirect"; status: number; location: string; forgetSession: boolean }
  /** The screen, rendered with its data. */
  | {
      kind: "page";
      /** The markup inside `#root`. */
      html: string;
      title: string;
      /** The i18n namespaces the page used, loaded before the browser takes the page over. */
      namespaces: string[];
      /** The router's loader answers, handed to the browser's router so it runs no loader again. */
      loaderData: Record<string, unknown>;
      /** The query cache as the page used it (TanStack Query's dehydrated state). */
      queryState: unknown;
      /** How many parts the browser takes over on its own (components/taken-over.tsx). */
      takeOvers: number;
      /** The time zone the data and the page counted days in: the browser's from its cookie, else the server's. */
      timeZone: string;
    }
  /** Nothing to render here (no data declared, no session, a failure): the skeleton page. */
  | { kind: "skeleton"; forgetSession: boolean };

function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) {
      try {
        cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
      } catch {
        cookies.set(name, part.slice(at + 1).trim());
      }
    }
  }
  return cookies;
}

/**
 * The page's markup once every part of it is ready: React writes it whole, so no boundary needs an
 * inline script to be revealed (the content policy allows none). Node's own streams: the web
 * streams' version of the same call costs more per page.
 */
function renderWhole(app: ReactNode, failures: unknown[], signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe, abort } = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => void failures.push(error),
    });
    signal.addEventListener("abort", () => abort(signal.reason), { once: true });
  });
}

/**
 * One instance per language, shared by every request in it: the catalogs are all in memory and
 * never change, and a rendering never changes an instance's language, so what the server's
 * `useTranslation` remembers of an instance serves every page in its language.
 */
const inLanguage = new Map<Locale, i18n>();
function instanceIn(locale: Locale): i18n {
  let instance = inLanguage.get(locale);
  if (!instance) {
    instance = base.cloneInstance({ lng: locale, initAsync: false });
    inLanguage.set(locale, instance);
  }
  return instance;
}

/**
 * A request for a route of the web app. The guards run for anyone (a visitor on `/home` is
 * redirected by HTTP); a screen that declares its data (its `loader`, features/<f>/screens.ts) is rendered for
 * a reader with a session, once its guard, its data and every part of it are ready: React writes
 * it whole, so no boundary needs an inline script to be revealed (the content policy allows none).
 */
export async function renderApp(request: Request, options: RenderOptions): Promise<RenderedApp> {
  const url = new URL(request.url);
  const cookies = cookiesOf(request.headers.get("cookie"));
  const signedIn = cookies.has("loggedIn");
  const screenId = screenAt(url.pathname);
  const screen = screenId === null ? undefined : dataScreens.get(screenId as Screen["path"]);
  // A signed-in reader of a screen without declared data gets the skeleton, as before: nothing to ask here.
  if (signedIn && !screen?.loader) return { kind: "skeleton", forgetSession: false };

  let forgetSession = false;
  // The session ended under the reader, or a guard has a notice to show: the app in the browser says so.
  let sessionEnded = false;
  const takeOverParts = new Set<string>();
  const usedNamespaces = new Set<string>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const scope: RequestScope = {
    cookie: (name) => cookies.get(name) ?? null,
    fetch: options.fetch,
    locale: options.locale,
    forgetSession: () => {
      forgetSession = true;
    },
    sessionEnded: () => {
      sessionEnded = true;
    },
    leaveToApp: () => {
      sessionEnded = true;
    },
    takeOverPart: (id) => {
      takeOverParts.add(id);
    },
    usedNamespaces: (namespaces) => {
      for (const namespace of namespaces) usedNamespaces.add(namespace);
    },
  };

  return scopes.run(scope, async () => {
    // A signed-in reader of a screen with data: its own branch; anyone else: the whole tree's guards.
    const routed = (signedIn && screen && screenHandlers.get(screen.path)) || handler;
    const requestContext = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
    const context = await routed.query(request, { requestContext });
    // The app tells the reader why their session ended (app/session-ended.ts): its page, untouched.
    if (sessionEnded) return { kind: "skeleton", forgetSession: false };
    if (context instanceof Response) {
      const location = context.headers.get("location");
      if (context.status >= 300 && context.status < 400 && location) {
        return { kind: "redirect", status: 302, location, forgetSession };
      }
      return { kind: "skeleton", forgetSession };
    }
    const rendered = context.matches.at(-1)?.route.id === screen?.path;
    if (!signedIn || !screen?.loader || !rendered || context.errors) return { kind: "skeleton", forgetSession };
    // A query that failed here would be drawn as a failure the browser then retries: the skeleton instead.
    if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" }).length > 0) {
      return { kind: "skeleton", forgetSession };
    }

    await ready;
    const t18n = instanceIn(options.locale);
    const router = createStaticRouter(routed.dataRoutes, context);
    const failures: unknown[] = [];
    const tree = (
      <StrictMode>
        <I18nextProvider i18n={t18n}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>
    );
    const html = await renderWhole(tree, failures, request.signal);
    if (failures.length > 0 || /<(script|template)\b/i.test(html)) {
      if (failures[0]) console.warn("server rendering fell back to the skeleton", failures[0]);
      return { kind: "skeleton", forgetSession };
    }
    return {
      kind: "page",
      html,
      title: documentTitle(screen.meta.title, t18n.getFixedT(options.locale)),
      namespaces: [...usedNamespaces].filter((namespace) => namespace !== "translation"),
      loaderData: context.loaderData,
      queryState: dehydrate(queryClient),
      takeOvers: takeOverParts.size,
      timeZone: readerTimeZone() ?? ownTimeZone(),
    };
  });
}
