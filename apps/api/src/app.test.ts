import { serviceBases, serviceNames } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStorage } from "./lib/file-storage.js";
import { memoryRateLimiter } from "./lib/rate-limiter.js";
import { checkHealth, DependencyDown } from "./modules/health/index.js";
import { createTestApp, type TestApp } from "./test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health checks", () => {
  it.each(serviceNames)("answers under the %s base after a database round trip", async (service) => {
    const response = await t.app.inject({ method: "GET", url: `${serviceBases[service]}/health_checkes` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      service,
      database: "up",
      dependencies: { database: "up", redis: "off", job_queue: "off", object_store: "up" },
    });
    expect(Date.parse(body.data.database_time)).not.toBeNaN();
  });
});

describe("the API's edges", () => {
  it("answers an unknown /api path with the JSON 404 envelope", async () => {
    for (const url of ["/api/no-such-thing", "/api/job/nope", "/api/admin/x/y"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: "Not found", code: "not_found" });
    }
  });

  it("sends security headers and a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health_checkes" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a sane request id from the caller and replaces a malformed one", async () => {
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/health_checkes",
      headers: { "x-request-id": "edge-42" },
    });
    expect(kept.headers["x-request-id"]).toBe("edge-42");
    const replaced = await t.app.inject({
      method: "GET",
      url: "/api/health_checkes",
      headers: { "x-request-id": "<script>".repeat(20) },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses malformed JSON with the envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: "validation_failed" });
  });

  it("refuses a body over the size limit with 413 and the envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, code: "payload_too_large" });
  });

  it("serves OpenAPI generated from the zod schemas", async () => {
    const spec = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/health_checkes", "/api/job/health_checkes", "/api/logs"]));
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe("when a dependency is down", () => {
  it("health answers 503 naming the file store, and nothing of why", async () => {
    const storage = memoryStorage();
    const broken = await createTestApp(
      {},
      { storage: { ...storage, check: () => Promise.reject(new Error("EACCES /srv/secret")) } },
    );
    const response = await broken.app.inject({ method: "GET", url: "/api/job/health_checkes" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: false,
      message: "Unavailable: the file store.",
      code: "service_unavailable",
      data: { service: "job", dependencies: { database: "up", redis: "off", job_queue: "off", object_store: "down" } },
    });
    await broken.close();
  });

  it("names Redis when the shared rate limits cannot be reached", async () => {
    const rateLimiter = { ...memoryRateLimiter(), ping: () => Promise.reject(new Error("ECONNREFUSED")) };
    const failure = await checkHealth(
      { db: t.database.db, storage: memoryStorage(), rateLimiter, jobs: null },
      "main",
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DependencyDown);
    expect((failure as DependencyDown).dependencies).toMatchObject({ database: "up", redis: "down" });
  });

  it("health answers 503 with status false", async () => {
    const down = await createTestApp();
    await down.database.close();
    const response = await down.app.inject({ method: "GET", url: "/api/shop/health_checkes" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: false,
      code: "service_unavailable",
      message: "Unavailable: the database.",
      data: { dependencies: { database: "down" } },
    });
    await down.app.close();
    await down.database.drop();
  });
});
