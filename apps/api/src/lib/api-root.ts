import fs from "node:fs";
import path from "node:path";

/**
 * The API package's folder (the one holding its package.json). The same code runs from `src/` under
 * tsx and bundled into `dist/`, so files that ship beside the code (migrations, the web build) are
 * found from here rather than from the running file's own folder.
 */
export const apiRoot = findPackageRoot(import.meta.dirname);

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}.`);
  }
}
