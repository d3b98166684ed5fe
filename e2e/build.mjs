#!/usr/bin/env node
// The build the browser tests run against: the product's own build, with the store apps named as a
// release would name them (store-links.json), so the app banner and the store badges are there to test.
// A build without them shows neither (apps/web/src/lib/external-links.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const storeLinks = JSON.parse(fs.readFileSync(new URL("./store-links.json", import.meta.url), "utf8"));
const result = spawnSync("npm", ["run", "build"], {
  cwd: new URL("..", import.meta.url),
  stdio: "inherit",
  env: { ...process.env, ...storeLinks },
});
process.exit(result.status ?? 1);
