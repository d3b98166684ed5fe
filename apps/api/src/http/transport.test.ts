import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPassword } from "../test/accounts.js";
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
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does not believe a client that claims https itself", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const response = await signIn(t.app, user.email, { "x-forwarded-proto": "https" });
    const session = [response.headers["set-cookie"]].flat().find((cookie) => cookie?.startsWith("session="));
    expect(session).not.toMatch(/; Secure/);
  });

  it("serves the API documentation to anyone outside production", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
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
