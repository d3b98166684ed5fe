import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { adminRouteTable, routeCatalogs, routeFiles, routeTable } from "../apps/web/build/route-chunks.mjs";

// npm runs this from bench/; INIT_CWD is where the command was typed, so a relative WEB_DIST_DIR means what it says.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(typedFrom, process.env.WEB_DIST_DIR)
  : path.resolve(import.meta.dirname, "../apps/web/dist");
// The product's budgets: the landing page's JS, and every other route's first load.
const budgetKb = 70;
// React itself costs about 59 KB of every app route's first load (docs/decisions.md); the budget
// moved from 150 to 200 KB with it, so a route over it is a route that grew, not the framework.
const routeBudgetKb = 200;

// Kilobytes of 1000 bytes, as in Vite's build report, so the figures can be compared with it.
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;
const gzippedSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

// `name`, `name="value"`, `name='value'` or `name=value`: the value is whichever group matched.
const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The attributes of every <script> and <link> tag, with names lower-cased. */
function tags(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const found = [];
  for (const [, name, attributeText] of withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = {};
    for (const [, key, ...values] of attributeText.matchAll(attributePattern)) {
      attributes[key.toLowerCase()] = values.find((value) => value !== undefined) ?? "";
    }
    found.push({ name: name.toLowerCase(), attributes });
  }
  return found;
}

/** What the landing page loads before it runs: entry scripts, module preloads and stylesheets. */
function initialAssets(html) {
  const assets = [];
  for (const { name, attributes } of tags(html)) {
    const { src, href } = attributes;
    const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
    if (name === "script" && src) assets.push({ kind: "js", url: src });
    if (name === "link" && href && rel.includes("modulepreload")) assets.push({ kind: "js", url: href });
    if (name === "link" && href && rel.includes("stylesheet")) assets.push({ kind: "css", url: href });
  }
  // Files on other hosts are not part of the build; the same file listed twice is loaded once.
  const local = assets.filter(({ url }) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url));
  return [...new Map(local.map((asset) => [asset.url, asset])).values()];
}

function fileOf(url) {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
  return path.join(distDir, pathname.replace(/^\/+/, ""));
}

const indexFile = path.join(distDir, "index.html");
// A visitor without a session gets `/` as the build prerendered it (in English by default).
const prerenderedFile = (routePath) =>
  path.join(distDir, "pages", "en", routePath === "/" ? "index.html" : `${routePath.slice(1)}.html`);
const landingFile = fs.existsSync(prerenderedFile("/")) ? prerenderedFile("/") : indexFile;
if (!fs.existsSync(indexFile)) {
  console.error(`No built web app at ${distDir}: run \`npm run build\` first (or point WEB_DIST_DIR at a build).`);
  process.exit(1);
}

/** The files a page's HTML loads before any of its code runs, with their sizes. */
function pageAssets(htmlFile) {
  const found = [];
  for (const { kind, url } of initialAssets(fs.readFileSync(htmlFile, "utf8"))) {
    const file = fileOf(url);
    if (!fs.existsSync(file)) {
      console.error(
        `${path.relative(distDir, htmlFile)} loads ${url}, which is not in ${distDir}: the build looks incomplete.`,
      );
      process.exit(1);
    }
    found.push({ kind, name: path.relative(distDir, file), raw: fs.statSync(file).size, gzip: gzippedSize(file) });
  }
  return found;
}

const rows = pageAssets(landingFile);

const total = (kind, field) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[field], 0);
const nameWidth = Math.max(4, ...rows.map((row) => row.name.length));
const line = (name, raw, gzip) => console.log(`${name.padEnd(nameWidth)}  ${raw.padStart(12)}  ${gzip.padStart(12)}`);

console.log(`Landing page assets loaded by ${path.relative(typedFrom, landingFile)}`);
console.log();
line("file", "raw", "gzip -9");
for (const row of rows) line(row.name, kb(row.raw), kb(row.gzip));
console.log();
line("JS total", kb(total("js", "raw")), kb(total("js", "gzip")));
line("CSS total", kb(total("css", "raw")), kb(total("css", "gzip")));
console.log();
console.log(`budget: landing page JS <= ${budgetKb} KB gzipped    measured: ${kb(total("js", "gzip"))}`);

// For context: every chunk, lazily loaded routes included.
const assetsDir = path.join(distDir, "assets");
const chunks = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((name) => name.endsWith(".js")) : [];
const chunkFiles = chunks.map((name) => path.join(assetsDir, name));
const allRaw = chunkFiles.reduce((sum, file) => sum + fs.statSync(file).size, 0);
const allGzip = chunkFiles.reduce((sum, file) => sum + gzippedSize(file), 0);
console.log(`all JS chunks in assets/: ${chunks.length} files, ${kb(allRaw)} raw, ${kb(allGzip)} gzipped`);

// Every route's first load: what it fetches before it can paint, from the build's manifest.
const manifestFile = path.join(distDir, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(`No manifest at ${manifestFile}: the build predates route sizes; run \`npm run build\`.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const sizes = new Map();
const gzipOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzippedSize(path.join(distDir, file)));
  return sizes.get(file);
};
// The back office's screens too: staff open them in the same app.
const routeRows = [...routeTable(), ...adminRouteTable()].map((route) => {
  const files = routeFiles(manifest, route);
  // The catalogs its screens ask for (English) are chunks fetched before they can paint: counted in.
  const catalogs = routeCatalogs(manifest, route).filter((catalog) => !files.js.includes(catalog.file));
  const catalogJs = catalogs.reduce((sum, catalog) => sum + gzipOf(catalog.file), 0);
  const appJs = files.js.reduce((sum, file) => sum + gzipOf(file), 0) + catalogJs;
  const budget = route.path === "/" ? budgetKb : routeBudgetKb;
  const row = { path: route.path, catalogs: catalogs.map((catalog) => catalog.namespace), catalogJs, budget };
  // A prerendered page loads what its HTML names; the app follows once the page has loaded or at the first touch.
  if (fs.existsSync(prerenderedFile(route.path))) {
    const assets = pageAssets(prerenderedFile(route.path));
    const js = assets.filter((asset) => asset.kind === "js").reduce((sum, asset) => sum + asset.gzip, 0);
    const css = assets.filter((asset) => asset.kind === "css").reduce((sum, asset) => sum + asset.gzip, 0);
    // A page with a form loads the app once it has loaded (data-wake="loaded"): its first load counts
    // the app. A content page loads it at the first touch.
    if (fs.readFileSync(prerenderedFile(route.path), "utf8").includes('data-wake="loaded"')) {
      return { ...row, js: appJs, css, over: appJs > budget * 1000, how: "prerendered, app once loaded" };
    }
    const how = `prerendered, app (${kb(appJs)}) on first touch`;
    return { ...row, js, catalogJs: 0, css, over: js > budget * 1000, how };
  }
  const css = files.css.reduce((sum, file) => sum + gzipOf(file), 0);
  return { ...row, js: appJs, css, over: appJs > budget * 1000, how: "app" };
});
console.log();
console.log("First load of every route (JS and CSS gzipped -9: what the page's HTML loads; for the app, the entry,");
console.log("layout, guard, page and their static imports, and the English catalogs of the features they translate");
console.log("with, also counted apart under `catalogs`)");
const pathWidth = Math.max(5, ...routeRows.map((row) => row.path.length));
console.log(
  `${"route".padEnd(pathWidth)}  ${"JS".padStart(10)}  ${"catalogs".padStart(10)}  ${"CSS".padStart(10)}  ` +
    `${"budget".padStart(8)}  how`,
);
for (const row of routeRows) {
  console.log(
    `${row.path.padEnd(pathWidth)}  ${kb(row.js).padStart(10)}  ${kb(row.catalogJs).padStart(10)}  ` +
      `${kb(row.css).padStart(10)}  ${`${row.budget} KB`.padStart(8)}  ${row.how}` +
      `${row.catalogs.length > 0 ? `; catalogs: ${row.catalogs.join(", ")}` : ""}${row.over ? "  OVER" : ""}`,
  );
}
const over = routeRows.filter((row) => row.over).length;
console.log(`${over} of ${routeRows.length} routes over their JS budget.`);
