import { defineProject } from "vitest/config";

/** Files that replace modules with `vi.mock` need a module graph of their own (the `api-mocked` project). */
export const ownModuleGraph = ["src/modules/auth/sign-in.test.ts", "src/modules/auth/sign-up.test.ts"];

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    exclude: ownModuleGraph,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One migrated database that every file copies (src/test/global-setup.ts).
    globalSetup: ["src/test/global-setup.ts"],
    // Each file still opens its own database and app; sharing the loaded modules between the files
    // of one worker saves importing the whole server again for every file.
    isolate: false,
  },
});
