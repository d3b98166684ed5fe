import fs from "node:fs";
import path from "node:path";

/**
 * What each route of the web app loads before it can paint, from Vite's manifest and the route table:
 * the entry (with everything it imports statically), the route's layout, its guard (the accounts
 * feature) and its page, each with their static imports. Chunks a page loads later (dialogs, toasts)
 * are not counted.
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
