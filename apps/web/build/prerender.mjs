import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServerBundle } from "./server-bundle.mjs";

/**
 * After the client build: every public page in every language rendered to HTML by the same React
 * tree the browser runs (src/prerender/render-page.tsx, built for Node first), written as
 * `dist/pages/<locale><path>.html` (`/` is `index.html`). The server sends one to a visitor without
 * a session; the app then takes the page over (src/app/prerendered.ts).
 *
 * Public pages load only `wake` at first, which brings the app in at the visitor's first touch, key
 * or focus: their whole first-load JavaScript is that script; what the visitor fills in or presses
 * meanwhile is kept. Sign-in, sign-up, reset and the invitation load the app as soon as the page
 * has loaded, and the app's own page (index.html) right after its skeleton has painted. Either way
 * the wake script asks for the entry's and the route's chunks together (`data-app-chunks`), so the
 * app arrives without a waterfall and nothing holds back the first paint.
 *
 * Each page carries its language, title and description, and the canonical and alternate
 * (hreflang) addresses: `?lang=` picks the language, and the server puts the site's address in
 * place of `%PUBLIC_URL%`.
 */

const webRoot = path.resolve(import.meta.dirname, "..");
// WEB_DIST_DIR names another build to prerender into, as it names another build for the server.
const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webRoot, "dist");
// The Node build stays with the client build (the API renders signed-in screens with it); the
// static file server leaves dot folders alone.
const serverDir = path.join(distDir, ".server");
// Pages whose purpose is a form load the app at once (its answers, such as which social sign-ins
// are on, come from the API); so does the invitation, whose links carry the address's code.
const eagerPaths = new Set(["/sign-in", "/sign-up", "/reset-password", "/reset-password/code", "/invite"]);
/** Where the sign-in page's `?next=` variant holds the address's `next`. */
const nextMarker = "/__next__";

await buildServerBundle(serverDir);

const { renderPage, renderSkeleton, prerenderedPaths } = await import(
  pathToFileURL(path.join(serverDir, "render-page.js")).href
);
const locales = ["en", "vi", "id"];

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
const wakeFile = manifest["src/prerender/wake.ts"]?.file;
const entryFile = manifest["index.html"]?.file;
if (!wakeFile || !entryFile) throw new Error("The client build has no wake script or entry: run vite build first.");
const routePreloads = JSON.parse(fs.readFileSync(path.join(distDir, "route-preloads.json"), "utf8"));
const template = fs.readFileSync(path.join(distDir, "index.html"), "utf8");

const escapeAttribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const escapeText = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
// JSON inside a <script> element: nothing in it may close the element.
const scriptJson = (value) => JSON.stringify(value).replaceAll("<", "\\u003c");

function addressOf(pagePath, locale) {
  return `%PUBLIC_URL%${pagePath}${locale ? `?lang=${locale}` : ""}`;
}

/**
 * The template without its entry script and module preloads, and the chunks those named: a page
 * loads the app through the wake script instead, which asks for them all at once when it does.
 */
function withoutAppScripts(html) {
  const chunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (found) => found[1],
  );
  const bare = html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  return { bare, chunks };
}

function wakeScript(chunks, when) {
  const listed = chunks.map((file) => `/${file}`).join(" ");
  return `<script type="module" crossorigin src="/${wakeFile}" data-app-entry="/${entryFile}" data-app-chunks="${listed}"${when ? ` data-wake="${when}"` : ""}></script>`;
}

// Every page starts from the template as the wake script leaves it, and asks for the entry's chunks.
const app = withoutAppScripts(template);

function pageHtml(pagePath, locale, page) {
  const eager = eagerPaths.has(pagePath);
  const html = app.bare
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    );

  const route = routePreloads.find((entry) => entry.path === pagePath);
  const appChunks = [...new Set([...(route?.js ?? []), ...app.chunks])];
  const head = [
    `<link rel="canonical" href="${addressOf(pagePath, locale === "en" ? null : locale)}">`,
    ...locales.map((other) => `<link rel="alternate" hreflang="${other}" href="${addressOf(pagePath, other)}">`),
    `<link rel="alternate" hreflang="x-default" href="${addressOf(pagePath, null)}">`,
    ...(eager && route ? route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`) : []),
    wakeScript(appChunks, eager ? "loaded" : null),
  ].join("\n    ");
  const withHead = html.replace("</head>", `    ${head}\n  </head>`);

  const root = `<div id="root" data-prerendered="${locale}" data-namespaces="${escapeAttribute(page.namespaces.join(","))}">${page.html}</div>`;
  const routerData = `<script type="application/json" id="router-data">${scriptJson(page.loaderData)}</script>`;
  return withHead.replace('<div id="root"></div>', `${root}\n    ${routerData}`);
}

let count = 0;
for (const locale of locales) {
  for (const pagePath of prerenderedPaths) {
    const page = await renderPage(pagePath, locale);
    // The content policy allows no inline script: a page that needs one to finish would stay unfinished.
    if (/<(script|template)\b/i.test(page.html)) {
      throw new Error(`${locale}${pagePath} was rendered with an inline script or a part left for one.`);
    }
    const file = path.join(distDir, "pages", locale, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageHtml(pagePath, locale, page));
    count++;
  }
}
// The sign-in page as a visitor sent there from a signed-in screen sees it (`?next=`, "Please log in to
// continue"), for the server to send with the address's `next` in place of the marker (web-pages.ts).
for (const locale of locales) {
  const page = await renderPage(`/sign-in?next=${encodeURIComponent(nextMarker)}`, locale);
  fs.writeFileSync(path.join(distDir, "pages", locale, "sign-in@next.html"), pageHtml("/sign-in", locale, page));
  count++;
}

// The account pages' plain forms are answered by the server, which shows a failure in the page's
// words: every refusal's by its code (shared/refusals) and the account catalogs' checks, in each
// language (apps/api/src/http/web-pages.ts),
// and on the page a form leads to once it went through, the app's own notice (a changed password, a
// code sent again).
const formMessages = Object.fromEntries(
  locales.map((locale) => {
    const catalog = JSON.parse(
      fs.readFileSync(path.join(webRoot, "src/features/account/locales", `${locale}.json`), "utf8"),
    );
    const common = JSON.parse(fs.readFileSync(path.join(webRoot, "src/locales", `${locale}.json`), "utf8"));
    const refusals = JSON.parse(
      fs.readFileSync(path.join(webRoot, "src/shared/refusals/locales", `${locale}.json`), "utf8"),
    );
    const notices = { passwordReset: catalog.reset.done, codeResent: common.form.resent };
    const errors = { ...catalog.errors, ...refusals.codes, generic: refusals.failed };
    return [locale, { errors, validation: catalog.validation, notices }];
  }),
);
fs.writeFileSync(path.join(distDir, "form-messages.json"), JSON.stringify(formMessages));

// The app's own page (every other route, and a signed-in reader's) paints the skeleton of a screen
// until the app draws the real one. Its compressed twins were made before: the server compresses it.
// It loads the app right after that first paint (the server adds the route's chunks to the list).
const indexFile = path.join(distDir, "index.html");
fs.writeFileSync(
  indexFile,
  app.bare
    .replace("</head>", `  ${wakeScript(app.chunks, "painted")}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${renderSkeleton()}</div>`),
);
for (const twin of [".br", ".gz"]) fs.rmSync(`${indexFile}${twin}`, { force: true });
// The page of a signed-in screen the server renders (src/prerender/render-app.tsx): the app's own
// page with the screen's markup in its root, and the router's and the query cache's answers after it.
fs.writeFileSync(
  path.join(serverDir, "app.html"),
  app.bare
    .replace("</head>", `  ${wakeScript(app.chunks, "painted")}\n  </head>`)
    .replace('<div id="root"></div>', "<!--app-root-->"),
);
console.log(`prerendered ${count} pages (${prerenderedPaths.length} public pages in ${locales.join(", ")})`);
