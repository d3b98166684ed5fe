/**
 * The request a screen is being rendered for on the server (src/prerender/render-app.tsx): its
 * readable cookies and a `fetch` that reaches the API in the same process (its query cache is
 * handed to the loaders by the router). In the browser there is none, and the app's globals
 * (document.cookie, fetch) serve. Kept free of imports beyond types: every page loads it.
 */
export type RequestScope = {
  cookie(name: string): string | null;
  fetch: ApiSend;
  /** The language the page is written in: lists named in the reader's language are asked in it. */
  locale: string;
  /** The server no longer knows the session: the page's answer clears the readable cookie. */
  forgetSession(): void;
  /**
   * The session ended under the reader (signed in elsewhere, suspended): the app in the browser says
   * so, so the server sends the skeleton page and lets it.
   */
  sessionEnded(): void;
  /**
   * What the screen must say only the app can show (a guard's notice before its redirect): the
   * server sends the skeleton page, and the app in the browser runs the guard and says it.
   */
  leaveToApp(): void;
  /**
   * A part of the page the browser takes over on its own (components/taken-over.tsx), by its place in the
   * tree: the page's first script waits for each before it presses again what was pressed.
   */
  takeOverPart?(id: string): void;
  /**
   * The catalogs the page read (the server's `useTranslation`, src/prerender/server-translation.ts):
   * the browser loads them before it takes the page over. The server's i18n instances are shared
   * between requests, so each request counts its own.
   */
  usedNamespaces?(namespaces: readonly string[]): void;
};

/** What the app reads of an API answer (lib/api.ts): a browser's Response is one. */
export type ApiAnswer = Pick<Response, "ok" | "status" | "statusText" | "json">;

/** How a call reaches the API: the browser's `fetch`, or on the server a call in the same process. */
export type ApiSend = (url: string, init: RequestInit) => Promise<ApiAnswer>;

let current: (() => RequestScope | undefined) | undefined;

/** The server bundle names where the scope of the request being rendered comes from (AsyncLocalStorage). */
export function provideRequestScope(get: () => RequestScope | undefined): void {
  current = get;
}

/** The request being rendered on the server, or undefined in the browser. */
export function requestScope(): RequestScope | undefined {
  return current?.();
}
