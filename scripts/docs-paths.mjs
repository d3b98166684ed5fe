// Keeps the docs true as the code moves: the paths the architecture map names exist, its links and
// the area READMEs' links lead somewhere, and the README's module table names every API module and
// web feature, no more and no fewer. Run by `scripts/docs-paths.test.mjs` (the `scripts` project).
import fs from "node:fs";
import path from "node:path";

export const mapFile = "docs/ARCHITECTURE.md";
export const mapMaxLines = 400;

/** The text outside fenced code blocks: a picture's labels are not paths to check. */
function prose(markdown) {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/**
 * The backticked paths of a page that must exist: those that start at a top-level entry of the
 * repository (`apps/...`, `scripts/...`). A template (`<area>`, `{id}`, `*`) or an address (`/api/...`)
 * is no path; a bare file name (`routes.ts`) names a kind of file, not one file.
 */
export function backtickedPaths(markdown, topLevel) {
  const paths = [];
  for (const [, token] of prose(markdown).matchAll(/`([^`\s]+)`/g)) {
    if (/[<>{}*…?=]/.test(token)) continue;
    const first = token.split("/")[0];
    if (!topLevel.has(first)) continue;
    paths.push(token.replace(/\/$/, ""));
  }
  return [...new Set(paths)];
}

/** Markdown links to files of the repository (`[text](../apps/...)`, maybe with `#anchor`). */
export function relativeLinks(markdown) {
  const links = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target) || target.startsWith("#")) continue;
    links.push(target);
  }
  return links;
}

/** GitHub's anchor for a heading: lower case, spaces to dashes, punctuation dropped. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+)$/gm)) {
    anchors.add(
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    );
  }
  return anchors;
}

/** What a page's links point at that is not there: a missing file, or a heading the file lacks. */
export function brokenLinks(root, file, markdown) {
  const broken = [];
  for (const link of relativeLinks(markdown)) {
    const [target, anchor] = link.split("#");
    const full = path.resolve(path.dirname(path.join(root, file)), target);
    if (!fs.existsSync(full)) {
      broken.push(link);
      continue;
    }
    if (anchor && full.endsWith(".md") && !headingAnchors(fs.readFileSync(full, "utf8")).has(anchor)) {
      broken.push(link);
    }
  }
  return broken;
}

/** The names in the first column of the table whose header's first cell is `heading`. */
export function tableNames(markdown, heading) {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${heading} |`));
  if (start < 0) return [];
  const names = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    const name = /^\| `([^`]+)` \|/.exec(line);
    if (name) names.push(name[1]);
  }
  return names;
}

export function folders(root, dir) {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Folders without a row, and rows without a folder. */
export function tableDrift(names, actual) {
  return {
    missing: actual.filter((name) => !names.includes(name)),
    extra: names.filter((name) => !actual.includes(name)),
  };
}

/** Every README.md of the repository but the dependencies' and the builds'. */
export function readmes(root, dir = ".") {
  const found = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (["node_modules", "dist", ".git", "data", "test-results", "playwright-report"].includes(entry.name)) continue;
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...readmes(root, rel));
    else if (entry.name === "README.md") found.push(path.normalize(rel));
  }
  return found.sort();
}

export function topLevelEntries(root) {
  return new Set(fs.readdirSync(root).filter((name) => name !== "node_modules"));
}
