import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let building: Promise<string> | undefined;

/**
 * A web build for the server-rendering tests: the real server bundle (apps/web/build/server-bundle.mjs,
 * the web build's Node half) around a small page with the skeleton `<div id="root">skeleton</div>`.
 * Built once per test process (the API's test files share one) and removed when it exits: the build
 * takes seconds, and every such test file would otherwise pay them.
 */
export function renderedWebDist(): Promise<string> {
  building ??= build();
  return building;
}

async function build(): Promise<string> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-rendered-"));
  process.once("exit", () => fs.rmSync(distDir, { recursive: true, force: true }));
  const webRoot = path.resolve(import.meta.dirname, "../../../web");
  const child = spawn("node", ["build/server-bundle.mjs", path.join(distDir, ".server")], { cwd: webRoot });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString("utf8");
  });
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (status !== 0) throw new Error(`the web server bundle did not build (${status}): ${errors}`);
  const head =
    '<head><title>Rewards</title><script type="module" src="/assets/wake.js" data-app-chunks=""></script></head>';
  fs.writeFileSync(
    path.join(distDir, "index.html"),
    `<!doctype html><html lang="en">${head}<div id="root">skeleton</div>`,
  );
  fs.writeFileSync(path.join(distDir, ".server", "app.html"), `<!doctype html><html lang="en">${head}<!--app-root-->`);
  return distDir;
}
