#!/usr/bin/env node
// `npm run test:e2e`: the browser tests against the production build, served by the real server
// on a free port with a fresh data directory (so the demo data loads as on a new machine).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const port = await new Promise((resolve, reject) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
  server.on("error", reject);
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  cwd: import.meta.dirname,
  stdio: "inherit",
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
