import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { markBuilt, needsBuild } from "./build-if-changed.mjs";

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  dirs.push(base);
  fs.mkdirSync(path.join(base, "src"));
  fs.mkdirSync(path.join(base, "dist"));
  fs.writeFileSync(path.join(base, "src", "main.ts"), "export const a = 1;\n");
  return base;
}

const build = { workspace: "x", out: "dist", sources: ["src"], envPrefix: "VITE_" };

describe("npm start builds only what changed", () => {
  it("builds the first time, then not again until a source or a build variable changes", () => {
    const base = project();
    expect(needsBuild(base, build, {})).toBe(true);
    markBuilt(base, build, {});
    expect(needsBuild(base, build, {})).toBe(false);

    fs.writeFileSync(path.join(base, "src", "main.test.ts"), "test\n");
    expect(needsBuild(base, build, {})).toBe(false);

    expect(needsBuild(base, build, { VITE_API_BASE: "/v2" })).toBe(true);
    fs.writeFileSync(path.join(base, "src", "other.ts"), "export const b = 2;\n");
    expect(needsBuild(base, build, {})).toBe(true);
  });
});
