import fs from "node:fs";
import path from "node:path";

/**
 * What each route of the web app loads before it can paint, from Vite's manifest and the screens
 * the features declare (features/<f>/screens.ts, and `/` in app/front-screen.ts): the entry (with
 * everything it imports statically), the route's layout, its guard (the accounts feature) and its
 * page, each with their static imports. Chunks a page loads later (dialogs, toasts) are not
 * counted. `routeCatalogs` adds the translation catalogs those modules ask for.
 */

const webRoot = path.resolve(import.meta.dirname, "..");
const srcDir = path.join(webRoot, "src");

// app/routes.tsx draws each screen in its layout; the guards all live in the accounts feature.
const layouts = {
  public: "src/app/layouts/public-layout.tsx",
  home: "src/app/layouts/home-layout.tsx",
  "flash-job": "src/app/layouts/flash-job-layout.tsx",
  shop: "src/app/layouts/shop-layout.tsx",
};
const guardModule = "src/features/account/index.ts";
// `/` renders the landing page (lazily, from front-page) for a visitor: it is part of that first paint.
const alsoRendered = { "/": ["src/features/public-site/pages/landing-page.tsx"] };

function resolveSource(fromDir, specifier) {
  const base = path.resolve(fromDir, specifier);
  for (const candidate of [".tsx", ".ts", "/index.ts", "/index.tsx"].map((suffix) => base + suffix)) {
    if (fs.existsSync(candidate)) return path.relative(webRoot, candidate).split(path.sep).join("/");
  }
  throw new Error(`A screen imports ${specifier}, which is not a source file.`);
}

/** The files that declare screens: each feature's screens.ts and the app's own `/`. */
function screenFiles() {
  const features = path.join(srcDir, "features");
  const declared = fs
    .readdirSync(features)
    .map((name) => path.join(features, name, "screens.ts"))
    .filter((file) => fs.existsSync(file) && !file.includes(`${path.sep}admin${path.sep}`));
  return [path.join(srcDir, "app/front-screen.ts"), ...declared];
}

const adminLayout = "src/features/admin/layout/admin-layout.tsx";

/** The back office's screens (features/admin/screens.ts), each behind the `auth` guard and the admin layout. */
export function adminRouteTable() {
  const file = path.join(srcDir, "features/admin/screens.ts");
  const body = /export const consoleScreens: ConsoleScreen\[\] = \[([\s\S]*?)\n\];/.exec(
    fs.readFileSync(file, "utf8"),
  )?.[1];
  if (!body) throw new Error("features/admin/screens.ts has no consoleScreens the bench can read.");
  // Each child starts at its `{`; its path (none for the console's home) and page come before the next.
  return body
    .split(/\n {2}\{/)
    .slice(1)
    .map((piece) => {
      const childPath = /path: "([^"]+)"/.exec(piece)?.[1];
      const page = /import\("([^"]+)"\)/.exec(piece)?.[1];
      if (!page) throw new Error(`An admin screen (${childPath ?? "index"}) has no page the bench can read.`);
      return {
        path: childPath ? `/admin/${childPath}` : "/admin",
        layout: adminLayout,
        guard: guardModule,
        page: resolveSource(path.dirname(file), page),
      };
    });
}

/** Every screen the features declare: path, guard, page module and layout module. */
export function routeTable() {
  const routes = [];
  for (const file of screenFiles()) {
    const source = fs.readFileSync(file, "utf8");
    // A list of screens (`screens: Screen[] = [...]`) or the one screen of app/front-screen.ts.
    const body = /: Screen(?:\[\])? = [[{]([\s\S]*?)\n[\]}];/.exec(source)?.[1];
    if (!body) throw new Error(`${path.relative(webRoot, file)} declares no screens the bench can read.`);
    // Each screen starts at its `path:`; its layout, guard and page are found before the next one.
    for (const piece of body.split(/(?=\bpath: ")/).slice(1)) {
      const routePath = /path: "([^"]+)"/.exec(piece)?.[1];
      const layout = layouts[/layout: "([\w-]+)"/.exec(piece)?.[1]];
      const guard = /guard: "(\w+)"/.exec(piece)?.[1];
      const page = /import\("([^"]+)"\)/.exec(piece)?.[1];
      if (!layout || !page) throw new Error(`${routePath} has no layout or page the bench can read.`);
      routes.push({
        path: routePath,
        layout,
        guard: guard ? guardModule : null,
        page: resolveSource(path.dirname(file), page),
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
const namespacePattern = /useTranslation\(\s*\[?\s*"([\w/-]+)"/g;

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

/** Where a namespace's catalogs are: "shared/push" is src/shared/push, "points" src/features/points. */
const catalogFolder = (namespace) => (namespace.startsWith("shared/") ? namespace : `features/${namespace}`);

/**
 * The English catalogs of the features a route's first paint asks for (`useTranslation("<feature>")`
 * in the entry, layout, guard and page and what they import), as chunks of the build: the shell's own
 * English is in the entry, every other catalog a chunk fetched when a screen first renders with it.
 */
export function routeCatalogs(manifest, route) {
  const starts = ["src/main.tsx", route.layout, route.guard, route.page, ...(alsoRendered[route.path] ?? [])];
  return namespacesFrom(starts.filter(Boolean))
    .map((namespace) => ({ namespace, file: manifest[`src/${catalogFolder(namespace)}/locales/en.json`]?.file }))
    .filter((catalog) => catalog.file);
}
