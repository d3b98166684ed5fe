#!/usr/bin/env node
// Module boundaries, checked on every `npm run lint`:
// - the web app never imports API code (it talks to the API over HTTP, through @rewards/contracts);
// - contracts import no application code;
// - a web feature (apps/web/src/features/<name>) or an API module (apps/api/src/modules/<name>)
//   reaches another one only through that one's index.ts, never its internals;
// - except that an API module's tables.ts imports another module's tables.ts (for foreign keys),
//   never its index.ts, so db/schema.ts, which collects every tables.ts, stays free of import cycles.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) yield full;
  }
}

function importsOf(file) {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2]);
}

function resolveRelative(file, specifier) {
  return specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
}

/** Which unit ("features/points") a path belongs to, and the path inside it. */
function unitOf(absolute, unitsDir) {
  const relative = path.relative(unitsDir, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, inner: rest.join("/") };
}

const isIndex = (inner) => inner === "" || /^index(\.(ts|tsx|js))?$/.test(inner);
const isTables = (inner) => /^tables(\.(ts|js))?$/.test(inner);
const problems = [];

function checkUnits(unitsDir, label) {
  for (const file of sourceFiles(unitsDir)) {
    const from = unitOf(file, unitsDir);
    for (const specifier of importsOf(file)) {
      const target = resolveRelative(file, specifier);
      const to = target && unitOf(target, unitsDir);
      if (!to || !from || to.name === from.name) continue;
      if (label === "module" && isTables(from.inner)) {
        if (!isTables(to.inner)) {
          problems.push(
            `${path.relative(root, file)}: imports ${specifier}; a tables.ts imports only other tables.ts files`,
          );
        }
        continue;
      }
      if (!isIndex(to.inner)) {
        problems.push(
          `${path.relative(root, file)}: imports ${specifier}; use the ${label} "${to.name}" through its index.ts`,
        );
      }
    }
  }
}

function checkNoImports(dir, forbidden, reason) {
  for (const file of sourceFiles(dir)) {
    for (const specifier of importsOf(file)) {
      const target = resolveRelative(file, specifier) ?? specifier;
      if (forbidden.some((test) => test(target)))
        problems.push(`${path.relative(root, file)}: imports ${specifier}; ${reason}`);
    }
  }
}

const apiDir = path.join(root, "apps/api");
const webDir = path.join(root, "apps/web");
checkNoImports(
  path.join(webDir, "src"),
  [(target) => target.startsWith(apiDir), (target) => target.startsWith("@rewards/api")],
  "the web app must not import API code",
);
checkNoImports(
  path.join(root, "packages/contracts/src"),
  [(target) => target.startsWith(path.join(root, "apps")), (target) => /^@rewards\/(api|web)/.test(target)],
  "contracts must not import application code",
);
checkUnits(path.join(webDir, "src/features"), "feature");
checkUnits(path.join(apiDir, "src/modules"), "module");

if (problems.length > 0) {
  console.error(`Module boundaries broken:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("module boundaries hold");
