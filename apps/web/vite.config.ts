import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.mjs";

const frameworkModule =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/;
// react-i18next's <Trans> (and the HTML parser it brings) serves two sign-up screens: it loads with them.
const notInFramework = /react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$/;
// The screens' shared types and the loaders' query cache context (src/shared/screens) are the shell's too.
const shellModule = /src[\\/](lib|app|components[\\/]ui|shared[\\/]screens)[\\/]/;
const notInShell = /src[\\/]components[\\/]ui[\\/](tabs|qr-picture)\.tsx$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest maps each source module to its chunks; `npm run bench:web` reads it to size every route's first load.
  // The second entry is every HTML page's one script (src/prerender/wake.ts), which loads the app.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    manifest: true,
    rollupOptions: {
      input: { index: "index.html", wake: "src/prerender/wake.ts" },
      // What every screen runs comes as two files instead of some twenty: the libraries (renderer,
      // router, i18n, queries) and the shell's own small modules. Each file is a request, and on a
      // phone's connection a request costs a round trip before its bytes.
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: (id) => frameworkModule.test(id) && !notInFramework.test(id),
              priority: 20,
            },
            // The group takes what its modules import too, so the shell leaves out the two shared pieces
            // built on large libraries (tabs on Radix, the QR picture on uqr): a screen that shows one
            // loads it with its own chunks, and no other screen pays for it (issue 35, item 4).
            {
              name: "shell",
              test: (id) => shellModule.test(id) && !notInShell.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // `npm run dev -w @rewards/web` talks to the API started with `npm run dev`.
  server: { proxy: { "/api": "http://localhost:3000" } },
});
