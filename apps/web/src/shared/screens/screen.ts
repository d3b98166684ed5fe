import type { WebRoutePath } from "@rewards/contracts";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { Params } from "react-router";

/**
 * The route guards of spec section 6, by name; the app runs them as loaders before the screen renders
 * (the accounts feature's and the job market's, app/guards.ts):
 * - `auth`: a visitor without a session goes to /sign-in?next=<path>;
 * - `home`: the home layout's guards: `auth`, then a user who is not confirmed or has no birthday
 *   goes to `/`, where the account setup waits;
 * - `front`: `/` always passes; with a session it learns whether to show the setup instead, and a
 *   member whose account is set up goes to `/home`;
 * - `guest`: sign-in and sign-up send a signed-in user on (home, or the setup on `/`);
 * - `flash`: the job marketplace: `home`, then the flash-profile guard: without a job profile only
 *   the entry, the profile, the portfolio and shared jobs stay open.
 */
export type Guard = "auth" | "home" | "front" | "guest" | "flash";

/** The frame a screen is drawn in (app/layouts): the public site, home, the job market, the shops. */
export type Layout = "public" | "home" | "flash-job" | "shop";

/** The shop screens that bring a header of their own (spec section 2, "Other shop layouts"). */
export type ShopHeaderKind = "list" | "history" | "shop-detail" | "coupon-detail";

/** What a screen tells the layout around it and the document (the route's `handle`). */
export type ScreenMeta = {
  /**
   * Key under `screens.` in the shell catalog: the document title ('Points · Rewards') and the
   * mobile header's title.
   */
  title: string;
  /** The survey being answered: no bottom bar, 'current of total' in the mobile header. */
  answeringSurvey?: boolean;
  shopHeader?: ShopHeaderKind;
};

export type ScreenLoaderArgs = {
  url: URL;
  params: Params;
  /** The cache to load into: the request's own on the server, the app's one in the browser. */
  queryClient: QueryClient;
  /** The language the screen is drawn in, for the queries keyed by it. */
  locale: string;
};

/**
 * What a screen shows first: it loads the screen's queries (their options from the feature's own
 * api modules, imported on demand) into the cache it is handed. The same function serves both
 * sides: on the server the page waits for it and is rendered with the answers in it
 * (src/prerender/render-app.tsx), which the browser then takes over without asking again; in the
 * browser it starts with the screen's own chunk, and the screen's queries pick up what is already
 * on its way. Every answer it loads is read only: nothing is marked, claimed or sent from here.
 */
export type ScreenLoader = (args: ScreenLoaderArgs) => Promise<unknown>;

/**
 * A screen as its feature declares it (`features/<f>/screens.ts`), in the shape of a React Router
 * route module: its path, guard and layout, `meta`, the `loader` it is rendered with and its page,
 * loaded on demand (`lazy`, which may also bring the page's own `ErrorBoundary`; without one, a
 * failure shows the app's error page). The app only groups the screens by layout (app/routes.tsx).
 */
export type Screen = {
  path: WebRoutePath;
  layout: Layout;
  guard?: Guard;
  meta: ScreenMeta;
  /**
   * Declared, the screen is rendered on the server with its content for a signed-in request;
   * without it, that request gets the skeleton page.
   */
  loader?: ScreenLoader;
  lazy: () => Promise<{ Component: ComponentType; ErrorBoundary?: ComponentType }>;
};
