import fs from "node:fs";
import path from "node:path";

/**
 * What each route of the web app loads before it can paint, from Vite's manifest and the route table:
 * the entry (with everything it imports statically), the route's layout, its guard (the accounts
 * feature) and its page, each with their static imports. Chunks a page loads later (dialogs, toasts)
 * are not counted. `routeCatalogs` adds the translation catalogs those modules ask for.
 */

const webRoot = path.resolve(import.meta.dirname, "..");
const appDir = path.join(webRoot, "src/app");

// routes.tsx wraps each screen list in its layout; the guards all live in the accounts feature.
const layouts = {
  publicScreens: "src/app/layouts/public-layout.tsx",
  homeScreens: "src/app/layouts/home-layout.tsx",
  flashJobScreens: "src/app/layouts/flash-job-layout.tsx",
  shopScreens: "src/app/layouts/shop-layout.tsx",
};
const guardModule = "src/features/account/index.ts";
const pendingModule = "src/app/pending-screen.tsx";
// `/` renders the landing page (lazily, from front-page) for a visitor: it is part of that first paint.
const alsoRendered = { "/": ["src/features/public-site/pages/landing-page.tsx"] };

function resolveSource(fromDir, specifier) {
  const base = path.resolve(fromDir, specifier);
  for (const candidate of [".tsx", ".ts", "/index.ts", "/index.tsx"].map((suffix) => base + suffix)) {
    if (fs.existsSync(candidate)) return path.relative(webRoot, candidate).split(path.sep).join("/");
  }
  throw new Error(`The route table imports ${specifier}, which is not a source file.`);
}

const adminLayout = "src/features/admin/layout/admin-layout.tsx";

/** The back office's screens (routes.tsx's `adminRoute`), each behind the `auth` guard and the admin layout. */
export function adminRouteTable() {
  const source = fs.readFileSync(path.join(appDir, "routes.tsx"), "utf8");
  const body = /export const adminRoute: RouteObject = \{([\s\S]*?)\n\};/.exec(source)?.[1];
  if (!body) throw new Error("routes.tsx has no adminRoute the bench can read.");
  const children = body.slice(body.indexOf("children:"));
  // Each child starts at its `index: true` or `path:`; its page is the first import after it.
  return children
    .split(/(?=\bindex: true|\bpath: ")/)
    .slice(1)
    .map((piece) => {
      const childPath = /path: "([^"]+)"/.exec(piece)?.[1];
      const page = /import\("([^"]+)"\)/.exec(piece)?.[1];
      if (!page) throw new Error(`An admin route (${childPath ?? "index"}) has no page the bench can read.`);
      return {
        path: childPath ? `/admin/${childPath}` : "/admin",
        layout: adminLayout,
        guard: guardModule,
        page: resolveSource(appDir, page),
      };
    });
}

/** Every screen of the route table: path, guard, page module and layout module. */
export function routeTable() {
  const source = fs.readFileSync(path.join(appDir, "route-table.ts"), "utf8");
  const routes = [];
  for (const [, listName, body] of source.matchAll(/export const (\w+): Screen\[\] = \[([\s\S]*?)\n\];/g)) {
    const layout = layouts[listName];
    if (!layout) throw new Error(`The route table's ${listName} has no layout known to the bench.`);
    // Each screen starts at its `path:`; its guard and page are found before the next one.
    const pieces = body.split(/(?=\bpath: ")/).slice(1);
    for (const piece of pieces) {
      const routePath = /path: "([^"]+)"/.exec(piece)?.[1];
      const guard = /guard: "(\w+)"/.exec(piece)?.[1];
      const page = /import\("([^"]+)"\)/.exec(piece)?.[1];
      routes.push({
        path: routePath,
        layout,
        guard: guard ? guardModule : null,
        page: page ? resolveSource(appDir, page) : pendingModule,
      });
    }
  }
  return routes;
}

/** The files a route loads first, from the manifest: JS chunks and stylesheets, each once. */
export function routeFiles(manifest, route) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest.`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const starts = ["index.html", route.layout, route.guard, route.page, ...(alsoRendered[route.path] ?? [])];
  for (const key of starts.filter(Boolean)) visit(key);
  return { js: [...js], css: [...css] };
}

// `import x from "./y"`, `import "./y"` and `export ... from "./y"`, but not `import type` (erased).
const staticImportPattern = /^\s*(import|export)(?!\s+type\b)(?:([^;"]*?)\bfrom)?\s*"(\.[^"]+)"/gm;
const namespacePattern = /useTranslation\(\s*"([\w/-]+)"/g;

/** The names an import or export statement's braces list (`type` ones left out), or null for `*` and defaults only. */
function namedIn(clause) {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1];
  if (!braces) return null;
  return braces
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/).at(-1));
}

/**
 * The catalog namespaces a module and everything it imports statically ask for. A feature's
 * `index.ts` is followed only through the exports the importer names, since a screen importing one
 * hook from another feature does not render that feature's cards.
 */
function namespacesFrom(startModules) {
  const seen = new Set();
  const namespaces = new Set();
  const visit = (module, names) => {
    const key = `${module}:${names?.join(",") ?? "*"}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = fs.readFileSync(path.join(webRoot, module), "utf8");
    const barrel = names !== null && /\/index\.tsx?$/.test(module);
    if (!barrel) for (const [, namespace] of source.matchAll(namespacePattern)) namespaces.add(namespace);
    for (const [, keyword, clause, specifier] of source.matchAll(staticImportPattern)) {
      if (/\.(css|json|svg|png)$/.test(specifier)) continue;
      const imported = clause === undefined ? null : namedIn(clause);
      if (barrel && (keyword !== "export" || !imported?.some((name) => names.includes(name)))) continue;
      if (imported?.length === 0) continue;
      visit(resolveSource(path.dirname(path.join(webRoot, module)), specifier), keyword === "import" ? imported : null);
    }
  };
  for (const module of startModules) visit(module, null);
  return [...namespaces];
}

/**
 * The English catalogs of the features a route's first paint asks for (`useTranslation("<feature>")`
 * in the entry, layout, guard and page and what they import), as chunks of the build: the shell's own
 * English is in the entry, every other catalog a chunk fetched when a screen first renders with it.
 */
export function routeCatalogs(manifest, route) {
  const starts = ["src/main.tsx", route.layout, route.guard, route.page, ...(alsoRendered[route.path] ?? [])];
  return namespacesFrom(starts.filter(Boolean))
    .map((namespace) => ({ namespace, file: manifest[`src/features/${namespace}/locales/en.json`]?.file }))
    .filter((catalog) => catalog.file);
}
