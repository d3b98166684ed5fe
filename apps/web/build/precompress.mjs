import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { routeFiles, routeTable } from "./route-chunks.mjs";

// Text the server sends as files; source maps are for developers and go out as they are.
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this, the encoding's headers cost about what compression saves.
const minimumBytes = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * After the build: `route-preloads.json` names, for each route, the chunks and stylesheets its first
 * paint needs beyond the entry's (the server lists them as preloads in the page it sends, so they load
 * in parallel instead of one after the other); then every text file gets a brotli and a gzip twin,
 * compressed once at the highest levels, which the server sends as they are to a browser that takes them.
 */
export function precompress() {
  let outDir = "dist";
  return {
    name: "rewards-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"));
      const entry = routeFiles(manifest, { path: "", layout: null, guard: null, page: null });
      const preloads = routeTable().map((route) => {
        const files = routeFiles(manifest, route);
        return {
          path: route.path,
          js: files.js.filter((file) => !entry.js.includes(file)),
          css: files.css.filter((file) => !entry.css.includes(file)),
        };
      });
      fs.writeFileSync(path.join(outDir, "route-preloads.json"), JSON.stringify(preloads));

      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = fs.readFileSync(file);
        if (content.length < minimumBytes) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}
