import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { matchesRoutePattern } from "@rewards/contracts";

/** What the web build lists for one route: the chunks and stylesheets its first paint needs beyond the entry's. */
type RoutePreload = { path: string; js: string[]; css: string[] };

/** One page as sent: the HTML, and its brotli and gzip forms made once. */
export type PageBody = { html: Buffer; br: Buffer; gzip: Buffer };

/** Who asks for a page: the language to write it in, and whether they are signed in. */
export type PageReader = { locale: string; signedIn: boolean; plainAddress: boolean };

function compressed(html: Buffer): PageBody {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
}

/**
 * The public pages the build prerendered in each language (`pages/<locale><path>.html`), with the
 * site's address put in their canonical and alternate links, compressed once at start.
 */
function prerenderedPages(distDir: string, publicUrl: string): Map<string, PageBody> {
  const pages = new Map<string, PageBody>();
  const root = path.join(distDir, "pages");
  if (!fs.existsSync(root)) return pages;
  const site = publicUrl.replace(/\/+$/, "");
  for (const locale of fs.readdirSync(root)) {
    for (const file of fs.readdirSync(path.join(root, locale))) {
      if (!file.endsWith(".html")) continue;
      const pagePath = file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
      const html = fs.readFileSync(path.join(root, locale, file), "utf8").replaceAll("%PUBLIC_URL%", site);
      pages.set(`${locale} ${pagePath}`, compressed(Buffer.from(html)));
    }
  }
  return pages;
}

/**
 * The HTML document for each route of the web app. A visitor without a session gets a public page
 * as the build prerendered it in their language: content first, the app after. Anyone else gets
 * index.html, the skeleton of a screen whose first script loads the app once it has painted
 * (apps/web/src/prerender/wake.ts): the route's own chunks join the entry's in that script's
 * `data-app-chunks` (and its stylesheets are linked), so the browser fetches the layout, guard and
 * page in parallel with the entry instead of discovering them one after the other, without holding
 * back the skeleton. Each variant is built and compressed once.
 */
export type WebPages = {
  /** The page built for the route: the prerendered public page for a visitor, else the skeleton. */
  page(pathname: string, reader: PageReader): PageBody;
  /** Whether a visitor gets a prerendered public page here (which needs no rendering). */
  prerendered(pathname: string, reader: PageReader): boolean;
  /**
   * The page a screen rendered on the server goes into (`.server/app.html`), with the route's
   * chunks listed as in the skeleton page; null when the build has no server bundle.
   */
  renderedTemplate(pathname: string): string | null;
};

export function webPages(distDir: string, publicUrl: string): WebPages {
  const indexHtml = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const preloadFile = path.join(distDir, "route-preloads.json");
  const preloads: RoutePreload[] = fs.existsSync(preloadFile) ? JSON.parse(fs.readFileSync(preloadFile, "utf8")) : [];
  // A static route wins over a parameter at the same place (/home/points/redeem before /home/points/:id).
  const ordered = [...preloads].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  const bodies = new Map<string, PageBody>();
  const prerendered = prerenderedPages(distDir, publicUrl);
  const appFile = path.join(distDir, ".server", "app.html");
  const appHtml = fs.existsSync(appFile) ? fs.readFileSync(appFile, "utf8") : null;
  const templates = new Map<string, string>();
  const routeOf = (pathname: string) => ordered.find((entry) => matchesRoutePattern(entry.path, pathname));

  const bodyFor = (route: RoutePreload | undefined): PageBody => {
    const key = route?.path ?? "";
    let body = bodies.get(key);
    if (!body) {
      body = compressed(Buffer.from(route ? withRouteChunks(indexHtml, route) : indexHtml));
      bodies.set(key, body);
    }
    return body;
  };
  // The build wrote each page for its bare address: one whose query changes it (`?next=`, `?code=`) is the app's.
  const prerenderedFor = (pathname: string, reader: PageReader) =>
    reader.signedIn || !reader.plainAddress ? undefined : prerendered.get(`${reader.locale} ${pathname}`);

  return {
    page: (pathname, reader) => prerenderedFor(pathname, reader) ?? bodyFor(routeOf(pathname)),
    prerendered: (pathname, reader) => prerenderedFor(pathname, reader) !== undefined,
    renderedTemplate: (pathname) => {
      if (!appHtml) return null;
      const route = routeOf(pathname);
      const key = route?.path ?? "";
      let template = templates.get(key);
      if (template === undefined) {
        template = route ? withRouteChunks(appHtml, route) : appHtml;
        templates.set(key, template);
      }
      return template;
    },
  };
}

/** index.html with a route's chunks added to those its first script loads, and its stylesheets linked. */
function withRouteChunks(indexHtml: string, route: RoutePreload): string {
  const sheets = route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("");
  const chunks = route.js.map((file) => `/${file}`).join(" ");
  const listed = chunks ? indexHtml.replace('data-app-chunks="', `data-app-chunks="${chunks} `) : indexHtml;
  return sheets ? listed.replace("</head>", `${sheets}</head>`) : listed;
}

function paramCount(pattern: string): number {
  return pattern.split("/").filter((part) => part.startsWith(":")).length;
}

/** The encoding to send, from the request's Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has("*") ? (accepted.get("*") ?? 0) : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}
