import { defineConfig } from "vitest/config";
import api, { ownModuleGraph } from "./apps/api/vitest.config";

export default defineConfig({
  test: {
    // Playwright specs live in e2e/ and run with `npm run test:e2e`, never here.
    projects: [
      "packages/contracts",
      "apps/api",
      // The API's files that mock modules, each in a module graph of its own.
      {
        root: "apps/api",
        test: { ...api.test, name: "api-mocked", include: ownModuleGraph, exclude: [], isolate: true },
      },
      "apps/web",
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
  },
});
