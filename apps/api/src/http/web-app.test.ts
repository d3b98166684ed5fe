import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(distDir, "assets", "app-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(distDir, "manifest.webmanifest"), "{}");
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers a route of the web app with index.html and 200", async () => {
    for (const url of ["/", "/health-check", "/health-check?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers a path that is not a route with the same app and a real 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<div id=root>");
  });

  it("serves hashed assets as immutable and other files as revalidated", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const manifest = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps JSON 404s for the API and for non-GET requests", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false, code: "not_found" });
    const post = await t.app.inject({ method: "POST", url: "/somewhere" });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ status: false });
  });
});
