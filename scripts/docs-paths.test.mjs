import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  backtickedPaths,
  brokenLinks,
  folders,
  mapFile,
  mapMaxLines,
  readmes,
  tableDrift,
  tableNames,
  topLevelEntries,
} from "./docs-paths.mjs";

const root = path.resolve(import.meta.dirname, "..");
const read = (file) => fs.readFileSync(path.join(root, file), "utf8");
const top = topLevelEntries(root);

describe("the architecture map", () => {
  const map = read(mapFile);

  it("is short enough to read in fifteen minutes", () => {
    expect(map.split("\n").length).toBeLessThanOrEqual(mapMaxLines);
  });

  it("names only paths that exist", () => {
    const paths = backtickedPaths(map, top);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });

  it("links only to files and headings that exist", () => {
    expect(brokenLinks(root, mapFile, map)).toEqual([]);
  });
});

describe("the area READMEs and docs", () => {
  // The decisions are a record: they may name a file a later decision removed.
  const pages = [...readmes(root), "docs/security.md"];

  it("name only paths from the root that exist (build output aside)", () => {
    const missing = pages.flatMap((file) =>
      backtickedPaths(read(file), top)
        .filter((named) => !named.split("/").includes("dist") && !fs.existsSync(path.join(root, named)))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it("link only to files and headings that exist", () => {
    const broken = [...pages, "docs/decisions.md"].flatMap((file) =>
      brokenLinks(root, file, read(file)).map((link) => `${file}: ${link}`),
    );
    expect(broken).toEqual([]);
  });
});

describe("the README's module table", () => {
  const readme = read("README.md");

  it("has a row for every API module and no other", () => {
    const drift = tableDrift(tableNames(readme, "API module"), folders(root, "apps/api/src/modules"));
    expect(drift).toEqual({ missing: [], extra: [] });
  });

  it("has a row for every web feature and no other", () => {
    const drift = tableDrift(tableNames(readme, "web feature"), folders(root, "apps/web/src/features"));
    expect(drift).toEqual({ missing: [], extra: [] });
  });
});

describe("the shared folder's README", () => {
  it("has a row for every shared domain and no other", () => {
    const table = read("apps/web/src/shared/README.md");
    const drift = tableDrift(tableNames(table, "domain"), folders(root, "apps/web/src/shared"));
    expect(drift).toEqual({ missing: [], extra: [] });
  });
});

describe("the checks themselves", () => {
  it("find a path that is not there, and pass over templates, addresses and code pictures", () => {
    const page = [
      "The ledger is `apps/api/src/modules/ledger/post-points.ts`, moved from `apps/api/src/ledger.ts`.",
      "A module's `routes.ts`, `apps/api/src/modules/<area>/routes.ts`, serves `/api/admin`.",
      "```",
      "apps/api/src/nowhere.ts",
      "```",
    ].join("\n");
    const missing = backtickedPaths(page, top).filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual(["apps/api/src/ledger.ts"]);
  });

  it("find a link to a missing file or heading", () => {
    const page =
      "[map](ARCHITECTURE.md) [gone](gone.md) [no such heading](../README.md#no-such-heading) [ok](../README.md#modules)";
    expect(brokenLinks(root, "docs/x.md", page)).toEqual(["gone.md", "../README.md#no-such-heading"]);
  });

  it("find a folder without a row and a row without a folder", () => {
    const table = "| API module | what |\n|---|---|\n| `ledger` | points |\n| `gone` | nothing |\n";
    expect(tableDrift(tableNames(table, "API module"), ["ledger", "surveys"])).toEqual({
      missing: ["surveys"],
      extra: ["gone"],
    });
  });
});
