import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Playwright specs live in e2e/ and run with `npm run test:e2e`, never here.
    projects: [
      "packages/contracts",
      "apps/api",
      "apps/web",
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
  },
});
