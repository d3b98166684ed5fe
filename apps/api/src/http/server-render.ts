import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What the web build's request-time rendering answers (apps/web/src/prerender/render-app.tsx). */
export type RenderedApp =
  | { kind: "redirect"; status: number; location: string; forgetSession: boolean }
  | {
      kind: "page";
      html: string;
      title: string;
      namespaces: string[];
      loaderData: Record<string, unknown>;
      queryState: unknown;
      /** How many parts the browser takes over on its own, which the page's first script waits for. */
      takeOvers: number;
      /** The time zone the page counted days in, which the browser compares with its own. */
      timeZone: string;
    }
  | { kind: "skeleton"; forgetSession: boolean };

/** What the web app reads of an API answer (apps/web/src/lib/request-scope.ts). */
type ApiAnswer = Pick<Response, "ok" | "status" | "statusText" | "json">;
type ApiSend = (url: string, init: RequestInit) => Promise<ApiAnswer>;
type RenderApp = (request: Request, options: { fetch: ApiSend; locale: string }) => Promise<RenderedApp>;

/** A rendering of one request, with the cookies the API's own answers set on the way. */
export type ServerRendering = { rendered: RenderedApp; setCookies: string[] };

/** The request's headers the in-process calls carry on: who asks, and in which language. */
const forwardedHeaders = ["cookie", "user-agent", "accept-language", "x-forwarded-for", "x-forwarded-proto"];

/**
 * The web build's server bundle (`dist/.server/render-app.js`, made by the build's prerendering),
 * loaded once at start; null when the build has none (development, the API's own tests), and the
 * server then sends the skeleton page as before. Its screens reach the API through `app.inject`,
 * with the request's cookies and headers: the same routes, checks and answers as the browser's
 * calls, without a network hop.
 */
export async function loadServerRendering(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, locale: string) => Promise<ServerRendering>) | null> {
  const bundle = path.join(distDir, ".server", "render-app.js");
  if (!fs.existsSync(bundle)) return null;
  const { renderApp } = (await import(pathToFileURL(bundle).href)) as { renderApp: RenderApp };

  return async (request, locale) => {
    const setCookies: string[] = [];
    const headers = new Headers();
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const inProcess: ApiSend = async (address, init) => {
      const target = new URL(address, "http://app.internal");
      const callHeaders: Record<string, string> = Object.fromEntries(headers);
      for (const [name, value] of new Headers(init.headers)) callHeaders[name] = value;
      const answer = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url: `${target.pathname}${target.search}`,
        headers: callHeaders,
        remoteAddress: request.ip,
        ...(typeof init.body === "string" && { payload: init.body }),
      });
      const cookies = answer.headers["set-cookie"];
      if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
      // The answer as the app reads it, from the text in hand: a web Response would stream it again.
      return {
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        status: answer.statusCode,
        statusText: answer.statusMessage,
        json: async () => JSON.parse(answer.body),
      };
    };
    const url = new URL(request.url, "http://app.internal");
    // The page's calls share its session lookup: one lookup for the page, not one per call.
    const rendered = await request.sharingSession(() =>
      renderApp(new Request(url, { headers }), { fetch: inProcess, locale }),
    );
    return { rendered, setCookies };
  };
}

/** JSON inside a <script> element: nothing in it may close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null).replaceAll("<", "\\u003c");
}

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/**
 * The document of a screen rendered for its request: the build's page for it (`template`, its
 * route's chunks already listed), with the screen's markup in its root, marked with its language
 * and catalogs as a prerendered page is, and the data it used after it as JSON the browser reads
 * (never as script: the content policy runs none inline).
 */
export function renderedDocument(
  template: string,
  locale: string,
  page: Extract<RenderedApp, { kind: "page" }>,
): string {
  const root = `<div id="root" data-prerendered="${locale}" data-namespaces="${escapeAttribute(page.namespaces.join(","))}" data-take-overs="${page.takeOvers}" data-time-zone="${escapeAttribute(page.timeZone)}">${page.html}</div>`;
  const data = [
    `<script type="application/json" id="router-data">${scriptJson(page.loaderData)}</script>`,
    `<script type="application/json" id="query-data">${scriptJson(page.queryState)}</script>`,
  ].join("\n    ");
  return template
    .replace('<html lang="en">', `<html lang="${escapeAttribute(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace("<!--app-root-->", () => `${root}\n    ${data}`);
}
