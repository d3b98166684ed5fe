#!/usr/bin/env node
// Module boundaries and import direction, checked on every `npm run lint`:
// - the web app never imports API code (it talks to the API over HTTP, through @rewards/contracts);
// - contracts import no application code;
// - a web feature (apps/web/src/features/<name>) or an API module (apps/api/src/modules/<name>)
//   reaches another one only through that one's index.ts, never its internals;
// - except that an API module's tables.ts imports another module's tables.ts (for foreign keys),
//   never its index.ts, so db/schema.ts, which collects every tables.ts, stays free of import cycles;
// - imports point one way: a web feature never imports the app shell (apps/web/src/app), which
//   mounts the features; an API module never imports the service plugins (apps/api/src/services),
//   which mount the modules (a test may, to wire a module to what its service installs);
// - no file reaches itself again through its imports (an import cycle), in the web app, the API or
//   the contracts.
// scripts/check-boundaries.test.mjs builds small trees that break each rule.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

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

const isFile = (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();

/** The source file a relative import loads (`./x.js` is `./x.ts` on disk, `./dir` its index), or null. */
function resolveFile(file, specifier) {
  const target = resolveRelative(file, specifier);
  if (!target) return null;
  const stem = target.replace(/\.(js|mjs|ts|tsx|mts)$/, "");
  const candidates = [target, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find(isFile) ?? null;
}

const isInside = (file, dir) => {
  if (!path.isAbsolute(file)) return false;
  const relative = path.relative(dir, file);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
};

/** Which unit ("features/points") a path belongs to, and the path inside it. */
function unitOf(absolute, unitsDir) {
  if (!isInside(absolute, unitsDir)) return null;
  const [name, ...rest] = path.relative(unitsDir, absolute).split(path.sep);
  return { name, inner: rest.join("/") };
}

const isIndex = (inner) => inner === "" || /^index(\.(ts|tsx|js))?$/.test(inner);
const isTables = (inner) => /^tables(\.(ts|js))?$/.test(inner);
const isTest = (file) => /\.test\.(ts|tsx|mts|mjs)$/.test(file);

/** Every way the source tree under `root` breaks the rules above, one line each. */
export function boundaryProblems(root) {
  const problems = [];
  const where = (file) => path.relative(root, file);

  function checkUnits(unitsDir, label) {
    for (const file of sourceFiles(unitsDir)) {
      const from = unitOf(file, unitsDir);
      for (const specifier of importsOf(file)) {
        const target = resolveRelative(file, specifier);
        const to = target && unitOf(target, unitsDir);
        if (!to || !from || to.name === from.name) continue;
        if (label === "module" && isTables(from.inner)) {
          if (!isTables(to.inner)) {
            problems.push(`${where(file)}: imports ${specifier}; a tables.ts imports only other tables.ts files`);
          }
          continue;
        }
        if (!isIndex(to.inner)) {
          problems.push(`${where(file)}: imports ${specifier}; use the ${label} "${to.name}" through its index.ts`);
        }
      }
    }
  }

  function checkNoImports(dir, forbidden, reason, { exceptTests = false } = {}) {
    for (const file of sourceFiles(dir)) {
      if (exceptTests && isTest(file)) continue;
      for (const specifier of importsOf(file)) {
        const target = resolveRelative(file, specifier) ?? specifier;
        if (forbidden.some((test) => test(target))) problems.push(`${where(file)}: imports ${specifier}; ${reason}`);
      }
    }
  }

  /** Tarjan's strongly connected components over the relative imports: each one larger than a file is a cycle. */
  function checkNoCycles(dirs) {
    const graph = new Map();
    for (const dir of dirs) {
      for (const file of sourceFiles(dir)) {
        graph.set(
          file,
          importsOf(file).flatMap((specifier) => resolveFile(file, specifier) ?? []),
        );
      }
    }
    let counter = 0;
    const order = new Map();
    const lowest = new Map();
    const stack = [];
    const onStack = new Set();
    const visit = (file) => {
      order.set(file, counter);
      lowest.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      for (const next of graph.get(file) ?? []) {
        if (!order.has(next)) {
          visit(next);
          lowest.set(file, Math.min(lowest.get(file), lowest.get(next)));
        } else if (onStack.has(next)) {
          lowest.set(file, Math.min(lowest.get(file), order.get(next)));
        }
      }
      if (lowest.get(file) !== order.get(file)) return;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) {
        const files = component.map(where).sort();
        problems.push(`${files.join(", ")}: import each other (a cycle); move what both need into a third file`);
      }
    };
    for (const file of graph.keys()) if (!order.has(file)) visit(file);
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
  checkNoImports(
    path.join(webDir, "src/features"),
    [(target) => isInside(target, path.join(webDir, "src/app"))],
    "a feature must not import the app shell, which imports the features (shared pieces live in src/components or src/lib)",
  );
  checkNoImports(
    path.join(apiDir, "src/modules"),
    [(target) => isInside(target, path.join(apiDir, "src/services"))],
    "a module must not import the service plugins, which mount the modules (shared types live in src/lib)",
    { exceptTests: true },
  );
  checkNoCycles([path.join(webDir, "src"), path.join(apiDir, "src"), path.join(root, "packages/contracts/src")]);
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = boundaryProblems(path.resolve(import.meta.dirname, ".."));
  if (problems.length > 0) {
    console.error(`Module boundaries broken:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("module boundaries hold");
}
