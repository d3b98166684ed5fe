import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../modules/auth/index.js";
import { createAdmin, createMember, publishedSurvey } from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { renderedWebDist } from "../test/rendered-web.js";

// The web app's screens rendered by the server (server-render.ts), with the real server bundle: the
// web build's Node half, built here alone (apps/web/build/server-bundle.mjs), around a small page.
let t: TestApp;
let indonesian: Awaited<ReturnType<typeof createMember>>;
let vietnamese: Awaited<ReturnType<typeof createMember>>;

const jakarta = "Jakarta aisle walk </script><script>alert(1)</script>";
const hanoi = "Hanoi aisle walk";

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await renderedWebDist() });

  const admin = await createAdmin(t.database.db);
  indonesian = await createMember(t.database.db, { name: "Sari" });
  vietnamese = await createMember(t.database.db, { market: "vi" });
  // A store's survey is listed only to members of the store's market.
  await publishedSurvey(t.app, admin.token, {
    title: { en: jakarta, vi: jakarta },
    targeting: { markets: ["indo"] },
    store_id: "store-jakarta-1",
  });
  await publishedSurvey(t.app, admin.token, {
    title: { en: hanoi, vi: hanoi },
    targeting: { markets: ["vi"] },
    store_id: "store-hanoi-1",
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const signedIn = (token: string) => ({ session: token, loggedIn: "true" });

/** The JSON a page hands the browser, read as the browser reads it. */
function jsonScript(html: string, id: string): unknown {
  const found = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  expect(found, id).not.toBeNull();
  return JSON.parse(found?.[1] ?? "null");
}

describe("signed-in screens rendered on the server", () => {
  it("renders /home/survey with the member's surveys and none of another member's", async () => {
    const page = await t.app.inject({ url: "/home/survey", cookies: signedIn(indonesian.token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers.vary).toContain("cookie");
    expect(page.body).toContain("Jakarta aisle walk");
    expect(page.body).not.toContain(hanoi);
    expect(page.body).toContain('<div id="root" data-prerendered="en" data-namespaces="');

    const other = await t.app.inject({ url: "/home/survey", cookies: signedIn(vietnamese.token) });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(hanoi);
    expect(other.body).not.toContain("Jakarta aisle walk");
  });

  it("hands the browser the data it rendered from as JSON, never as a script that runs", async () => {
    const page = await t.app.inject({ url: "/home/survey", cookies: signedIn(indonesian.token) });
    // The one script that runs is the page's own file; the rest are data.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((found) => found[1] ?? "");
    expect(
      scripts.filter((attributes) => !attributes.includes("src=") && !attributes.includes("application/json")),
    ).toEqual([]);
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).not.toContain("<template");

    const queries = jsonScript(page.body, "query-data") as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const list = queries.queries.find((query) => JSON.stringify(query.queryKey) === '["surveys","list","all",""]');
    expect(JSON.stringify(list?.state.data)).toContain(jakarta);
    expect(jsonScript(page.body, "router-data")).toMatchObject({ "/home/survey": null });
  });

  it("compresses the page as the browser accepts", async () => {
    const cookies = signedIn(indonesian.token);
    const plain = await t.app.inject({ url: "/home/survey", cookies });
    for (const [accepted, encoding, open] of [
      ["br, gzip", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const page = await t.app.inject({ url: "/home/survey", cookies, headers: { "accept-encoding": accepted } });
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      const html = open(page.rawPayload).toString("utf8");
      // The same page but for the form of its data: the query cache records when each answer came.
      expect(html).toContain("Jakarta aisle walk");
      expect(html.length).toBeGreaterThan(plain.body.length * 0.9);
    }
  });

  it("gives an address the screen the browser would: /home/survey/my-survey is not a survey's page", async () => {
    const page = await t.app.inject({ url: "/home/survey/my-survey", cookies: signedIn(indonesian.token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="router-data"');
    expect(jsonScript(page.body, "router-data")).toEqual({ "/home/survey/my-survey": null });
    expect(page.body).toContain("Jakarta aisle walk");
  });

  it("renders /home with the member's dashboard", async () => {
    const page = await t.app.inject({ url: "/home", cookies: signedIn(indonesian.token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('data-testid="home-balance"');
    expect(page.body).toContain("Sari");
  });

  it("draws the home layout's header with /home and /home/survey: the balance and the level, asked once", async () => {
    for (const url of ["/home", "/home/survey"]) {
      const page = await t.app.inject({ url, cookies: signedIn(indonesian.token) });
      expect(page.body, url).toContain('data-testid="header-balance"');
      expect(page.body, url).toContain('data-testid="header-level"');
      const queries = jsonScript(page.body, "query-data") as { queries: { queryKey: unknown[] }[] };
      const keys = queries.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys, url).toContain(JSON.stringify(["points", "summary"]));
    }
  });

  it("redirects a visitor on /home to sign-in by HTTP, as the guard in the browser would", async () => {
    const page = await t.app.inject({ url: "/home/survey?q=tea" });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/sign-in?next=${encodeURIComponent("/home/survey?q=tea")}`);
    const home = await t.app.inject({ url: "/home" });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/sign-in?next=%2Fhome");
  });

  it("sends the skeleton for a session the server no longer knows, and forgets its readable half", async () => {
    const page = await t.app.inject({ url: "/home", cookies: { session: "gone", loggedIn: "true" } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe("/sign-in?next=%2Fhome");
    expect(String(page.headers["set-cookie"])).toContain("loggedIn=; Max-Age=0");
  });

  it("leaves a session ended by a sign-in elsewhere to the app, which says so", async () => {
    const replaced = await createMember(t.database.db);
    await openSession(t.database.db, replaced.user.id);
    const page = await t.app.inject({ url: "/home", cookies: signedIn(replaced.token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">skeleton</div>');
    expect(page.headers["set-cookie"]).toBeUndefined();
  });

  it("sends the skeleton for a screen that declares no data, and never serves the server bundle", async () => {
    // Every app screen declares its data now; the public pages do not (a visitor gets them prerendered).
    const page = await t.app.inject({ url: "/help", cookies: signedIn(indonesian.token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">skeleton</div>');
    expect((await t.app.inject({ url: "/.server/render-app.js" })).statusCode).toBe(404);
  });
});
