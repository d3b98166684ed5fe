import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { type ErrorEnvelope, errorCodes, isWebRoute } from "@rewards/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { overHttps } from "./https-site.js";
import { loadServerRendering, renderedDocument } from "./server-render.js";
import { type FormFill, fillFormPage, formMessages, formToken, pickEncoding, webPages } from "./web-pages.js";

/** How a page's plain form is finished for its reader (modules/auth/plain-forms.ts). */
export type PageForms = (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<FormFill>;

/**
 * Serves the built web app. Files come from `dist`; any other GET renders index.html, with
 * HTTP 200 when the path is one of the web app's routes and 404 when it is not, so the app's
 * not-found page arrives with a real 404. Unknown `/api/...` paths answer the JSON envelope.
 * The build compresses every text file ahead of time; a browser that accepts brotli or gzip gets
 * that file as it is, so nothing is compressed per request.
 *
 * With the build's server bundle (server-render.ts), a GET the build wrote no page for goes
 * through the web app's route tree first: a guard's redirect is an HTTP redirect (a visitor on
 * `/home` goes to sign-in), and a signed-in screen that declares its data is sent rendered with
 * it, `Cache-Control: private, no-store`. Anything else gets the page as built.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
  forms?: PageForms,
): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const hasWebApp = fs.existsSync(indexFile);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset's name, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // The same address may be answered by a compressed twin, so caches keep one copy per encoding.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }

  const pages = hasWebApp ? webPages(distDir, publicUrl) : null;
  const render = hasWebApp ? await loadServerRendering(app, distDir) : null;
  const messages = hasWebApp ? formMessages(distDir) : {};

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/");
    if (!wantsPage || !pages) {
      const body: ErrorEnvelope = { status: false, message: "Not found", code: errorCodes.notFound };
      return reply.status(404).send(body);
    }
    const locale = pageLocale(request);
    // The web app writes `loggedIn` (true or false) with every session; without it, a visitor.
    const query = Object.keys((request.query as Record<string, unknown> | undefined) ?? {});
    const reader = {
      locale: locale.locale,
      signedIn: request.cookies.loggedIn !== undefined,
      plainAddress: query.every((name) => name === "lang" || name === "next"),
      next: query.includes("next"),
    };
    const secure = overHttps(request) ? "; Secure" : "";
    const cookies: string[] = [];
    // An address that names a language (the pages' alternate links) keeps it, as the switch would.
    if (locale.fromAddress) {
      // Marked as picked, so a sign-in that follows keeps it (auth/picked-language.ts).
      cookies.push(
        `locale=${locale.locale}; Max-Age=${localeCookieSeconds}; Path=/; SameSite=Lax${secure}`,
        `locale_picked=1; Max-Age=3600; Path=/; SameSite=Lax${secure}`,
      );
    }

    const template =
      render && request.method === "GET" && isWebRoute(pathname) ? pages.renderedTemplate(pathname) : null;
    if (render && template !== null && !pages.prerendered(pathname, reader)) {
      // A screen that cannot be rendered here still works in the browser: the skeleton page, and the error logged.
      const { rendered, setCookies } = await render(request, locale.locale).catch((error: unknown) => {
        request.log.error({ err: error }, "server rendering failed");
        return { rendered: { kind: "skeleton", forgetSession: false } as const, setCookies: [] };
      });
      cookies.push(...setCookies);
      // The server no longer knows the session: the readable half goes too, as the app would drop it.
      if (rendered.kind !== "page" && rendered.forgetSession) {
        cookies.push(`loggedIn=; Max-Age=0; Path=/; SameSite=Lax${secure}`);
      }
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (rendered.kind === "redirect") {
        return reply
          .status(302)
          .header("location", rendered.location)
          .header("cache-control", "private, no-store")
          .header("vary", "cookie")
          .send();
      }
      if (rendered.kind === "page") {
        // The member's own page: kept by no cache.
        let document = renderedDocument(template, locale.locale, rendered);
        // A screen with a plain form (the setup's code steps): the reader's token, and their last failure.
        if (forms && document.includes(formToken)) {
          document = fillFormPage(document, locale.locale, await forms(request, reply, pathname), messages);
        }
        reply
          .status(200)
          .header("cache-control", "private, no-store")
          .header("vary", "accept-encoding, cookie")
          .type("text/html; charset=utf-8");
        return sendCompressed(reply, pickEncoding(request.headers["accept-encoding"]), Buffer.from(document));
      }
    } else if (cookies.length > 0) reply.header("set-cookie", cookies);

    const page = pages.page(pathname, reader);
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply
      .status(isWebRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding, cookie")
      .type("text/html; charset=utf-8");
    if (page.form && forms) {
      // Written for this reader (their form token), so never kept by a cache; small, so gzip is quick.
      const fill = await forms(request, reply, pathname);
      const html = Buffer.from(fillFormPage(page.html.toString("utf8"), locale.locale, fill, messages));
      reply.header("cache-control", "no-store");
      return sendCompressed(reply, encoding, html);
    }
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html);
  });
}

/**
 * A page written for one reader, compressed here in one call, brotli or gzip as the reader
 * accepts. Brotli at quality 2: measured on a rendered page of 24 KB, 0.1 ms for 3.3 KB where
 * quality 4 took 0.26 ms for 3.0 KB, and more than twice that on a busy server. The compress
 * plugin would stream it through zlib, which costs more for a page this size than doing it whole.
 */
function sendCompressed(reply: FastifyReply, encoding: ReturnType<typeof pickEncoding>, html: Buffer) {
  if (!encoding) return reply.send(html);
  reply.header("content-encoding", encoding);
  return reply.send(encoding === "br" ? brotliCompressSync(html, brotliQuality) : gzipSync(html, { level: 6 }));
}

const pageLocales = ["en", "vi", "id"];
const brotliQuality = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } };
/** The web app keeps its locale cookie 7 days (spec section 9). */
const localeCookieSeconds = 7 * 24 * 60 * 60;

/** A page's language: the address's `?lang=`, else the visitor's locale cookie, else English, as the web app's. */
function pageLocale(request: FastifyRequest): { locale: string; fromAddress: boolean } {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof asked === "string" && pageLocales.includes(asked)) return { locale: asked, fromAddress: true };
  const saved = request.cookies.locale;
  return { locale: saved && pageLocales.includes(saved) ? saved : "en", fromAddress: false };
}
