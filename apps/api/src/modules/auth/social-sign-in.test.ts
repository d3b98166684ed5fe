import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, goodPassword, signUpThroughApi, uniqueEmail } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { type FakeIdentityProviders, startFakeIdentityProviders } from "../../test/fake-identity-providers.js";
import { users } from "../users/index.js";
import { sessions } from "./tables.js";

let providers: FakeIdentityProviders;
let t: TestApp;
beforeAll(async () => {
  providers = await startFakeIdentityProviders();
  t = await createTestApp({ ...providers.env });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const login = (provider: "google" | "apple" | "facebook", token: string, app = t.app) =>
  call(app, {
    method: "POST",
    url: `/users/${provider}_login`,
    ip: freshIp(),
    payload: provider === "facebook" ? { token } : { user: { id_token: token } },
  });

describe("social sign-in", () => {
  it("Google: a verified email makes a confirmed account, and the same Google account signs it in again", async () => {
    const email = uniqueEmail("google");
    const first = await login("google", await providers.googleIdToken({ sub: "g-1", email, email_verified: true }));
    expect(first.statusCode, first.body).toBe(200);
    const { data } = first.json();
    expect(data.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.account).toMatchObject({ email, email_confirmed: true, phone_confirmed: false });

    const again = await login("google", await providers.googleIdToken({ sub: "g-1", email, email_verified: true }));
    expect(again.json().data.user_profile.user_id).toBe(data.user_profile.user_id);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passwordHash).toBeNull();
  });

  it("Apple: links to the existing account with that email and confirms the email", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword, emailConfirmed: false });
    const response = await login(
      "apple",
      await providers.appleIdToken({ sub: "a-1", email: user.email, email_verified: "true" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user_profile.user_id).toBe(user.id);
    expect(response.json().data.account.email_confirmed).toBe(true);
  });

  it("linking to an unconfirmed account ends the password and sessions of whoever signed it up; a confirmed one keeps its password", async () => {
    // Someone registers the victim's email first and waits for the victim to sign in with Google.
    const early = await signUpThroughApi(t.app, uniqueEmail("prehijack"));
    const victim = await login(
      "google",
      await providers.googleIdToken({ sub: "g-prehijack", email: early.email, email_verified: true }),
    );
    expect(victim.statusCode, victim.body).toBe(200);
    expect(victim.json().data.user_profile.user_id).toBe(early.userId);
    expect((await call(t.app, { method: "GET", url: "/profile", token: early.token })).statusCode).toBe(401);
    const earlySessions = await t.database.db.select().from(sessions).where(eq(sessions.userId, early.userId));
    expect(earlySessions.map((session) => session.revokedReason)).toContain("credentials_changed");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, early.userId));
    expect(row?.passwordHash).toBeNull();
    const signIn = (email: string) =>
      call(t.app, {
        method: "POST",
        url: "/users/sign_in",
        ip: freshIp(),
        payload: { user: { email, password: goodPassword } },
      });
    expect((await signIn(early.email)).json()).toMatchObject({ code: "invalid_credentials" });

    const owner = await createTestUser(t.database.db, { password: goodPassword });
    const linked = await login(
      "google",
      await providers.googleIdToken({ sub: "g-owner", email: owner.email, email_verified: true }),
    );
    expect(linked.json().data.user_profile.user_id).toBe(owner.id);
    expect((await signIn(owner.email)).statusCode).toBe(200);
  });

  it("Facebook: checks the token with the Graph API", async () => {
    const email = uniqueEmail("fb");
    const response = await login("facebook", providers.facebookToken({ id: "fb-1", email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.email).toBe(email);
    const otherApp = await login("facebook", providers.facebookToken({ id: "fb-2", email, appId: "someone-else" }));
    expect(otherApp.statusCode).toBe(401);
  });

  it("refuses forged, foreign and unverified tokens without saying why", async () => {
    const email = uniqueEmail("forged");
    const forged = await login(
      "google",
      await providers.googleIdToken({ sub: "g-9", email, email_verified: true }, { forged: true }),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: "social_login_failed" });

    const foreign = await login("google", await providers.googleIdToken({ sub: "g-9", email, aud: "another-app" }));
    expect(foreign.json().code).toBe("social_login_failed");

    const unverified = await login("apple", await providers.appleIdToken({ sub: "a-9", email, email_verified: false }));
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toContain("no confirmed email");
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("lists the configured providers for the sign-in screen", async () => {
    const response = await call(t.app, { method: "GET", url: "/users/social_providers" });
    expect(response.json().data).toMatchObject({
      google: { client_id: expect.any(String) },
      apple: { client_id: expect.any(String), redirect_uri: expect.stringContaining("/sign-in") },
      facebook: { app_id: expect.any(String) },
    });
  });

  it("a provider without configuration is off and says so", async () => {
    const bare = await createTestApp();
    try {
      const providersList = await call(bare.app, { method: "GET", url: "/users/social_providers" });
      expect(providersList.json().data).toEqual({ google: null, apple: null, facebook: null });
      const response = await login("google", "any-token", bare.app);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "provider_disabled" });
      expect(response.json().message).toContain("Google");
    } finally {
      await bare.close();
    }
  });
});
