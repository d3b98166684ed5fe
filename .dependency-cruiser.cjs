// Module boundaries and import direction, checked by dependency-cruiser on every `npm run lint`
// (`npm run lint:boundaries`). scripts/boundaries.test.mjs plants each violation in a small tree and
// sees it refused.
//
// The web app: features (src/features/<f>) never import one another; what several show lives in
// src/shared/<domain>; lib/, components/ and shared/ import no feature; the app shell (src/app)
// mounts the features and no feature imports it. The API: a module (src/modules/<m>) reaches another
// only through its index.ts (a tables.ts reaches only other tables.ts, so db/schema.ts stays free of
// cycles) and never imports the service plugins (src/services) that mount it. No file, and no folder,
// reaches itself again through its imports.

/** A module of the API, or a feature of the web app: the folder under `modules/` or `features/`. */
const apiModules = "^apps/api/src/modules/";
const webFeatures = "^apps/web/src/features/";

module.exports = {
  forbidden: [
    {
      name: "web-imports-no-api",
      comment: "The web app talks to the API over HTTP, through @rewards/contracts: it imports no API code.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: ["^apps/api/", "^@rewards/api"] },
    },
    {
      name: "contracts-import-no-app",
      comment: "The contracts are shared by the apps, so they import none of them.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: ["^apps/", "^@rewards/(api|web)"] },
    },
    {
      name: "module-through-index",
      comment: "An API module reaches another only through that module's index.ts, never its internals.",
      severity: "error",
      from: { path: `${apiModules}([^/]+)/`, pathNot: "/tables\\.ts$" },
      to: { path: apiModules, pathNot: [`${apiModules}$1/`, `${apiModules}[^/]+/index\\.ts$`] },
    },
    {
      name: "tables-import-only-tables",
      comment: "A module's tables.ts imports only other modules' tables.ts (for foreign keys), never their index.ts.",
      severity: "error",
      from: { path: `${apiModules}([^/]+)/tables\\.ts$` },
      to: { path: apiModules, pathNot: [`${apiModules}$1/`, `${apiModules}[^/]+/tables\\.ts$`] },
    },
    {
      name: "module-imports-no-service",
      comment:
        "A module never imports the service plugins that mount it (what they hand it, ServiceDeps, is in " +
        "src/lib); a test may, to wire a module to what its service installs.",
      severity: "error",
      from: { path: apiModules, pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/services/" },
    },
    {
      name: "feature-imports-no-app",
      comment: "The app shell (src/app) mounts the features: a feature never imports it.",
      severity: "error",
      from: { path: webFeatures },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "feature-imports-no-feature",
      comment:
        "A web feature never imports another: what several features show lives in src/shared/<domain>, " +
        "and the app composes the rest.",
      severity: "error",
      from: { path: `${webFeatures}([^/]+)/` },
      to: { path: webFeatures, pathNot: `${webFeatures}$1/` },
    },
    {
      name: "shared-imports-no-feature",
      comment: "src/lib, src/components and src/shared serve the features, so they import none.",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components|shared)/" },
      to: { path: webFeatures },
    },
    {
      name: "no-cycle",
      comment: "No file reaches itself again through its imports: move what both need into a third file.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment:
        "No folder of the web app reaches itself again through its files' imports: features, shared " +
        "pieces, lib and components point one way. (The API's db/schema.ts collects every module's " +
        "tables.ts, which the modules' queries read back: its folders are ordered by the module rules.)",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/web/" },
      to: { circular: true },
    },
  ],
  options: {
    // Only the sources: the packages each app installs are not ours to order.
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "(^|/)node_modules/", "(^|/)test-results/"] },
    // Type-only imports count: a cycle through a type is still a cycle for whoever reads the code.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // The workspace packages are reached by name (`@rewards/contracts`), through their `exports`.
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
    },
  },
};
