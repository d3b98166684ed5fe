import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { escapeHtml, matchesRoutePattern, passwordLimits } from "@rewards/contracts";

/** What the web build lists for one route: the chunks and stylesheets its first paint needs beyond the entry's. */
type RoutePreload = { path: string; js: string[]; css: string[] };

/**
 * One page as sent: the HTML, and its brotli and gzip forms made once. A page with a plain form
 * (`form`) is finished per reader instead (`fillFormPage`).
 */
export type PageBody = { html: Buffer; br: Buffer; gzip: Buffer; form: boolean };

/**
 * Who asks for a page: the language to write it in, whether they are signed in, whether the address
 * is the page's own (nothing in its query but `lang` and `next`), and whether it carries `next`.
 */
export type PageReader = { locale: string; signedIn: boolean; plainAddress: boolean; next: boolean };

function compressed(html: Buffer): PageBody {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }), form: html.includes(formToken) };
}

/** Where a form page holds its reader's form token (the hidden `form_token` field). */
export const formToken = "%FORM_TOKEN%";

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
    // A page under another's address is in its folder (`reset-password/code.html`).
    for (const entry of fs.readdirSync(path.join(root, locale), { recursive: true })) {
      const file = String(entry).split(path.sep).join("/");
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
  // The build wrote each page for its bare address, and the sign-in page also as `?next=` shows it
  // (`sign-in@next`); an address whose query changes a page otherwise (`?code=`) is the app's.
  const prerenderedFor = (pathname: string, reader: PageReader) => {
    const variant = reader.next ? `${pathname}@next` : pathname;
    return reader.signedIn || !reader.plainAddress ? undefined : prerendered.get(`${reader.locale} ${variant}`);
  };

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

/** What a form page is finished with for one reader: their form token, and the failure of their last post. */
export type FormFill = {
  token: string;
  /** The address's `next`, when it is a path of this site. */
  next: string | null;
  /** What the page's last plain form left it to say: a failure, or that it went through. */
  failure: { failure: string; email: string } | { notice: string; email: string } | null;
  /** What the page's email field starts with when no failure keeps one (the reset's code page). */
  email?: string | null;
};

/** Where the sign-in page's `?next=` variant holds the address's `next` (apps/web/build/prerender.mjs). */
const nextMarker = 'value="/__next__"';

/** The account catalogs' failure messages in each language, as the build wrote them (`form-messages.json`). */
type FormMessages = Record<
  string,
  { errors?: Record<string, string>; validation?: Record<string, string>; notices?: Record<string, string> }
>;

export function formMessages(distDir: string): FormMessages {
  const file = path.join(distDir, "form-messages.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/**
 * A form page for one reader: the token in its hidden field, and after a failed post the failure in
 * the page's words (above the page, outside what the app takes over) and the email as typed (else
 * the email the page is for, on the reset's code page); on the
 * sign-in page as `?next=` shows it, where the reader was headed. The failure is named by its code; its text comes only from the catalogs.
 */
export function fillFormPage(html: string, locale: string, fill: FormFill, messages: FormMessages): string {
  let page = html
    .replaceAll(formToken, escapeHtml(fill.token))
    .replace(nextMarker, `value="${escapeHtml(fill.next ?? "")}"`);
  const failure = fill.failure;
  const email = failure?.email ?? fill.email;
  if (email) page = page.replace(' name="email"', ` name="email" value="${escapeHtml(email)}"`);
  if (!failure) return page;
  const catalog = messages[locale] ?? messages.en ?? {};
  if ("notice" in failure) {
    const said = catalog.notices?.[failure.notice];
    if (!said) return page;
    const status =
      '<div role="status" data-form-notice class="mx-auto w-full max-w-md px-4 pt-4">' +
      `<p class="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">${escapeHtml(said)}</p></div>`;
    return page.replace('<div id="root"', `${status}<div id="root"`);
  }
  const text = (
    catalog.validation?.[failure.failure] ??
    catalog.errors?.[failure.failure] ??
    catalog.errors?.generic ??
    failure.failure
  )
    .replaceAll("{{min}}", String(passwordLimits.min))
    .replaceAll("{{max}}", String(passwordLimits.max));
  const alert =
    '<div role="alert" data-form-failure class="mx-auto w-full max-w-md px-4 pt-4">' +
    `<p class="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">${escapeHtml(text)}</p></div>`;
  return page.replace('<div id="root"', `${alert}<div id="root"`);
}
