import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><head><script type="module" src="/assets/wake.js" data-app-chunks="/assets/framework.js" data-wake="soon"></script></head><div id=root></div>',
  );
  fs.writeFileSync(path.join(distDir, "assets", "app-abc123.js"), "console.log(1)");
  // The build's twins of a file, compressed ahead of time; their content tells which one was sent.
  fs.writeFileSync(path.join(distDir, "assets", "app-abc123.js.br"), "brotli twin");
  fs.writeFileSync(path.join(distDir, "assets", "app-abc123.js.gz"), "gzip twin");
  fs.writeFileSync(
    path.join(distDir, "route-preloads.json"),
    JSON.stringify([
      { path: "/health-check", js: ["assets/health-1.js"], css: ["assets/health-2.css"] },
      { path: "/home/points/:id", js: ["assets/detail.js"], css: [] },
      { path: "/home/points/redeem", js: ["assets/redeem.js"], css: [] },
    ]),
  );
  fs.writeFileSync(path.join(distDir, "manifest.webmanifest"), "{}");
  // The build's prerendered public pages, one folder a language.
  for (const locale of ["en", "vi"]) {
    fs.mkdirSync(path.join(distDir, "pages", locale), { recursive: true });
    const page = (name: string) => `<html lang="${locale}"><link rel="canonical" href="%PUBLIC_URL%/${name}">${name}`;
    fs.writeFileSync(path.join(distDir, "pages", locale, "index.html"), page("front"));
    fs.writeFileSync(path.join(distDir, "pages", locale, "help.html"), page("help"));
  }
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: "https://rewards.example/" });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers a route of the web app with index.html and 200", async () => {
    for (const url of ["/home", "/health-check", "/health-check?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends a visitor the prerendered public page in their language, with the site's address in its links", async () => {
    const english = await t.app.inject({ method: "GET", url: "/help" });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe('<html lang="en"><link rel="canonical" href="https://rewards.example/help">help');
    expect(english.headers.vary).toContain("cookie");
    expect(english.headers["set-cookie"]).toBeUndefined();

    const saved = await t.app.inject({ method: "GET", url: "/", cookies: { locale: "vi" } });
    expect(saved.body).toContain('<html lang="vi">');
    // A language no page is written in falls back to English.
    const unknown = await t.app.inject({ method: "GET", url: "/", cookies: { locale: "fr" } });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it("writes a page in the language its address names, and keeps that language as the switch would", async () => {
    const page = await t.app.inject({ method: "GET", url: "/help?lang=vi", cookies: { locale: "en" } });
    expect(page.body).toContain('<html lang="vi">');
    // The site is https (its PUBLIC_URL), so the cookie is Secure.
    expect(page.headers["set-cookie"]).toEqual([
      "locale=vi; Max-Age=604800; Path=/; SameSite=Lax; Secure",
      // A language the address picked is a choice: a sign-in that follows keeps it.
      "locale_picked=1; Max-Age=3600; Path=/; SameSite=Lax; Secure",
    ]);
    const ignored = await t.app.inject({ method: "GET", url: "/help?lang=xx" });
    expect(ignored.body).toContain('<html lang="en">');
    expect(ignored.headers["set-cookie"]).toBeUndefined();
  });

  it("sends a signed-in reader the app instead of the visitor's page", async () => {
    for (const loggedIn of ["true", "false"]) {
      const page = await t.app.inject({ method: "GET", url: "/", cookies: { loggedIn } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<div id=root>");
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

  it("sends a file's brotli or gzip twin to a browser that takes it, varying on the encoding", async () => {
    const cases = [
      { accept: "gzip, deflate, br", encoding: "br", body: "brotli twin" },
      { accept: "gzip", encoding: "gzip", body: "gzip twin" },
      { accept: "identity", encoding: undefined, body: "console.log(1)" },
    ];
    for (const { accept, encoding, body } of cases) {
      const response = await t.app.inject({
        method: "GET",
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": accept },
      });
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.rawPayload.toString(), accept).toBe(body);
      expect(response.headers.vary, accept).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toContain("immutable");
    }
  });

  it("lists a route's own chunks with the entry's for its page's first script, compressed for a browser that takes it", async () => {
    const page = await t.app.inject({ method: "GET", url: "/health-check", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toContain("accept-encoding");
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('data-app-chunks="/assets/health-1.js /assets/framework.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/health-2.css">');
    expect(html.indexOf("health-2.css")).toBeLessThan(html.indexOf("</head>"));

    const gzipped = await t.app.inject({ method: "GET", url: "/health-check", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);

    // A static segment wins over a parameter; an address no route has gets the entry's chunks alone.
    const redeem = await t.app.inject({ method: "GET", url: "/home/points/redeem" });
    expect(redeem.body).toContain("redeem.js");
    expect(redeem.body).not.toContain("detail.js");
    expect((await t.app.inject({ method: "GET", url: "/home/points/42" })).body).toContain("detail.js");
    expect((await t.app.inject({ method: "GET", url: "/no/such/page" })).body).toContain(
      'data-app-chunks="/assets/framework.js"',
    );
  });

  it("compresses JSON answers above a kilobyte and leaves small ones as they are", async () => {
    const large = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty("openapi");
    const small = await t.app.inject({
      method: "GET",
      url: "/api/health_checkes",
      headers: { "accept-encoding": "gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: true });
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
