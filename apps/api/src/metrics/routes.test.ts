import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";
import { createSignedInUser } from "../test/factories.js";

const token = "metrics-scraper-token-0123456789";

describe("GET /api/metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}) => t.app.inject({ url: "/api/metrics", headers });

  it("answers the scraper's token in Prometheus' text format, counting requests by route pattern and status", async () => {
    await t.app.inject({ url: "/api/surveys/00000000-0000-4000-8000-000000000000/result" });
    const response = await scrape({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(
      /rewards_http_requests_total\{method="GET",route="\/api\/surveys\/:id\/result",status="401"\} \d+/,
    );
    expect(response.body).toContain("# TYPE rewards_http_request_duration_seconds histogram");
    expect(response.body).toContain("rewards_websockets_open 0");
    expect(response.body).toContain("# TYPE rewards_deliveries_total counter");
    expect(response.body).toContain("# TYPE rewards_ledger_posts_total counter");
    expect(response.body).toContain("process_cpu_user_seconds_total");
  });

  it("refuses anyone else but an admin", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${token}x` })).statusCode).toBe(401);
    const member = await createSignedInUser(t.database.db);
    expect((await scrape({ token: member.token })).statusCode).toBe(403);
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    expect((await scrape({ token: admin.token })).statusCode).toBe(200);
  });

  it("is in the OpenAPI document", async () => {
    const spec = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(spec.paths["/api/metrics"].get.responses).toHaveProperty("200");
  });
});
