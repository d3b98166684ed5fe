import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAttempts } from "../modules/auth/tables.js";
import { goodPassword, uniqueEmail } from "../test/accounts.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { createSignedInUser, createTestUser } from "../test/factories.js";

const signIn = (app: TestApp["app"], email: string, headers: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    headers: { platform: "3", ...headers },
    payload: { user: { email, password: goodPassword } },
  });

describe("behind a proxy that ends TLS (TRUST_PROXY=true)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("marks the session cookie Secure when the proxy says the client came over https", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const response = await signIn(t.app, user.email, { "x-forwarded-proto": "https", "x-forwarded-for": "10.9.0.1" });
    expect(response.statusCode, response.body).toBe(200);
    const session = [response.headers["set-cookie"]].flat().find((cookie) => cookie?.startsWith("session="));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  it("believes every hop: the client's own claim wins (documented; TRUST_PROXY=1 or a list instead)", async () => {
    expect(await clientAddress(t, "10.0.0.2", spoofed)).toBe("198.51.100.66");
  });
});

// A client that writes its own X-Forwarded-For: the balancer appends the address it saw.
const spoofed = "198.51.100.66, 203.0.113.7";

/** The address the server took the client for: a wrong sign-in records it as the attempt's source. */
async function clientAddress(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<string | undefined> {
  const email = uniqueEmail("proxy");
  await t.app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
    payload: { user: { email, password: "not the password" } },
  });
  const [row] = await t.database.db.select().from(signInAttempts).where(eq(signInAttempts.email, email));
  return row?.source;
}

describe("which hops say who the client is", () => {
  let hops: TestApp;
  let ranges: TestApp;
  beforeAll(async () => {
    hops = await createTestApp({ TRUST_PROXY: "1" });
    ranges = await createTestApp({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7" });
  });
  afterAll(async () => {
    await hops.close();
    await ranges.close();
  });

  it("TRUST_PROXY=1 believes the balancer in front, not what the client wrote before it", async () => {
    expect(await clientAddress(hops, "10.0.0.2", spoofed)).toBe("203.0.113.7");
  });

  it("a list believes only those proxies; anyone else is taken at their own address", async () => {
    expect(await clientAddress(ranges, "10.1.2.3", spoofed)).toBe("203.0.113.7");
    expect(await clientAddress(ranges, "192.168.1.7", spoofed)).toBe("203.0.113.7");
    expect(await clientAddress(ranges, "172.16.0.5", spoofed)).toBe("172.16.0.5");
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("takes the client at its own address, whatever it forwards", async () => {
    expect(await clientAddress(t, "10.0.0.2", "198.51.100.66")).toBe("10.0.0.2");
  });

  it("does not believe a client that claims https itself", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const response = await signIn(t.app, user.email, { "x-forwarded-proto": "https" });
    const session = [response.headers["set-cookie"]].flat().find((cookie) => cookie?.startsWith("session="));
    expect(session).not.toMatch(/; Secure/);
  });

  it("sends Strict-Transport-Security only over https, never to a plain http site", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/health_checkes" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const claimed = await t.app.inject({
      method: "GET",
      url: "/api/health_checkes",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves the API documentation to anyone outside production", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
  });
});

describe("a site whose PUBLIC_URL is https, behind a proxy it was not told to trust", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://rewards.example" });
  });
  afterAll(() => t.close());

  it("marks the session cookie Secure and sends Strict-Transport-Security all the same", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const response = await signIn(t.app, user.email, {});
    expect(response.statusCode, response.body).toBe(200);
    const cookies = [response.headers["set-cookie"]].flat();
    expect(cookies.find((cookie) => cookie?.startsWith("session="))).toMatch(/; Secure/);
    expect(cookies.find((cookie) => cookie?.startsWith("loggedIn="))).toMatch(/; Secure/);
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=31536000; includeSubDomains$/);
  });
});

describe("in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production" });
  });
  afterAll(() => t.close());

  it("shows the API documentation to admins only", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: false, code: "unauthorized" });
    const member = await createSignedInUser(t.database.db);
    const asMember = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { token: member.token } });
    expect(asMember.statusCode).toBe(403);
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const asAdmin = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { token: admin.token } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().openapi).toMatch(/^3\./);
  });

  it("has no dev mailbox", async () => {
    expect((await t.app.inject({ method: "GET", url: "/dev/mailbox/messages" })).statusCode).toBe(404);
  });
});
