import { build } from "esbuild";

/**
 * Compiles the API for production: one ES module each for the server and the worker in `dist/`,
 * so `npm start` runs plain JavaScript. Packages from node_modules stay outside the bundle (several
 * carry native code or WebAssembly); the workspace's own TypeScript packages are bundled in.
 * Migrations are read at run time from `src/db/migrations`, found from the package's folder.
 */
const ownWorkspace = {
  name: "bundle-own-workspace",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@rewards/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { main: "src/main.ts", worker: "src/worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [ownWorkspace],
});
