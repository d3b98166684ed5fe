#!/usr/bin/env node
import { spawnSync } from "node:child_process";
// `npm start`: builds the web app and the server only when what goes into them changed since
// their last build, so a second start serves at once instead of spending half a minute building.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const shared = ["packages/contracts/src", "packages/contracts/package.json", "package-lock.json"];

/** What each build reads, and where it writes. Tests are left out: they change nothing built. */
export const builds = [
  {
    workspace: "@rewards/web",
    out: "apps/web/dist",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/build",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/package.json",
      ...shared,
    ],
    // The web build bakes these in (README: VITE_API_BASE, VITE_HELP_CENTRE_VI, ...).
    envPrefix: "VITE_",
  },
  {
    workspace: "@rewards/api",
    out: "apps/api/dist",
    sources: ["apps/api/src", "apps/api/build.mjs", "apps/api/package.json", ...shared],
    envPrefix: null,
  },
];

const stampName = ".sources-stamp";
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

function* filesUnder(dir) {
  if (!fs.existsSync(dir)) return;
  if (fs.statSync(dir).isFile()) {
    yield dir;
    return;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!isTest(entry.name)) yield full;
  }
}

/** A fingerprint of a build's inputs: every source file's path, size and change time, and its env. */
export function fingerprint(base, build, env = process.env) {
  const hash = createHash("sha256");
  for (const source of build.sources) {
    for (const file of filesUnder(path.join(base, source))) {
      const stat = fs.statSync(file);
      hash.update(`${path.relative(base, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  if (build.envPrefix) {
    for (const name of Object.keys(env)
      .filter((key) => key.startsWith(build.envPrefix))
      .sort()) {
      hash.update(`${name}=${env[name]}\n`);
    }
  }
  return hash.digest("hex");
}

/** Whether a build is missing or older than its sources. */
export function needsBuild(base, build, env = process.env) {
  const stamp = path.join(base, build.out, stampName);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, "utf8") !== fingerprint(base, build, env);
}

export function markBuilt(base, build, env = process.env) {
  fs.writeFileSync(path.join(base, build.out, stampName), fingerprint(base, build, env));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const build of builds) {
    if (!needsBuild(root, build)) {
      console.log(`${build.workspace}: up to date, not rebuilt`);
      continue;
    }
    const built = spawnSync("npm", ["run", "build", "-w", build.workspace], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
    markBuilt(root, build);
  }
}
