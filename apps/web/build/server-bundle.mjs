import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const webRoot = path.resolve(import.meta.dirname, "..");
const serverTranslation = path.join(webRoot, "src/prerender/server-translation.ts");

/**
 * Every import of react-i18next but the server's own hook module's reaches that module: the same
 * library with a `useTranslation` made for rendering once (src/prerender/server-translation.ts).
 */
const serverTranslationHook = {
  name: "server-translation-hook",
  enforce: "pre",
  resolveId(source, importer) {
    return source === "react-i18next" && importer !== serverTranslation ? serverTranslation : null;
  },
};

/**
 * The web app built for Node, into `outDir`: `render-page.js`, the build's prerendering of public
 * pages, and `render-app.js`, the request-time rendering of signed-in screens the API loads at
 * start (src/prerender/render-app.tsx). Both render the same route tree the browser runs.
 * Run alone (`node build/server-bundle.mjs <dir>`) it builds just that, as the API's tests do.
 */
export async function buildServerBundle(outDir) {
  // A production build whoever runs it (a test runner says NODE_ENV=test): React's JSX transform
  // follows it, and must agree with the production React the bundle is pinned to below.
  process.env.NODE_ENV = "production";
  await build({
    mode: "production",
    root: webRoot,
    configFile: false,
    logLevel: "error",
    // The client build copies public/; the server's needs none of it.
    publicDir: false,
    // Stylesheets are the client build's: the Node build drops them (the back office's is Tailwind,
    // which only the client build runs).
    plugins: [
      react(),
      serverTranslationHook,
      { name: "no-stylesheets", enforce: "pre", load: (id) => (/\.css(\?|$)/.test(id) ? "" : null) },
    ],
    // React's production build: the server's process may not say NODE_ENV, and the development one
    // renders several times slower.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // Bundled whole, so the router, i18n and query libraries render through the one React the page imports.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: "node20",
      rollupOptions: {
        input: {
          "render-page": path.join(webRoot, "src/prerender/render-page.tsx"),
          "render-app": path.join(webRoot, "src/prerender/render-app.tsx"),
        },
      },
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error("usage: node build/server-bundle.mjs <outDir>");
  await buildServerBundle(path.resolve(outDir));
}
