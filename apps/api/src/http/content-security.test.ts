import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function headers(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return (await t.app.inject({ method: "GET", url: "/api/health_checkes" })).headers;
}

const policy = async (env: Record<string, string> = {}) => String((await headers(env))["content-security-policy"]);

describe("the content security policy", () => {
  it("allows only our own origin by default", async () => {
    const csp = await policy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("google");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src 'none'(;|$)/);
    expect((await headers())["x-frame-options"]).toBe("DENY");
  });

  it("frames only the configured providers' sign-in", async () => {
    expect(await policy({ APPLE_CLIENT_IDS: "web" })).toMatch(/frame-src https:\/\/appleid\.apple\.com(;|$)/);
  });

  it("lets in the sign-in scripts of the configured providers only", async () => {
    const csp = await policy({ GOOGLE_CLIENT_IDS: "web-client" });
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).not.toContain("facebook");
  });

  it("lets the providers' sign-in popups answer the page only when one is configured", async () => {
    expect((await headers())["cross-origin-opener-policy"]).toBe("same-origin");
    expect((await headers({ APPLE_CLIENT_IDS: "web" }))["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });
});
