import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function policy(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  const response = await t.app.inject({ method: "GET", url: "/api/health_checkes" });
  return String(response.headers["content-security-policy"]);
}

describe("the content security policy", () => {
  it("allows only our own origin by default", async () => {
    const csp = await policy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("google");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets in the sign-in scripts of the configured providers only", async () => {
    const csp = await policy({ GOOGLE_CLIENT_IDS: "web-client" });
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).not.toContain("facebook");
  });
});
