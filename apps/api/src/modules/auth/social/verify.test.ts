import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config/env.js";
import { type FakeIdentityProviders, startFakeIdentityProviders } from "../../../test/fake-identity-providers.js";
import { createSocialVerifier, publicSocialConfig, SocialTokenError } from "./verify.js";

let providers: FakeIdentityProviders;
beforeAll(async () => {
  providers = await startFakeIdentityProviders();
});
afterAll(() => providers.close());

const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;

function verifier(env: Record<string, string> = {}, options: { fetch?: typeof fetch } = {}) {
  return createSocialVerifier(loadConfig({ ...providers.env, ...env }), options);
}

describe("google", () => {
  it("accepts an ID token for one of our client ids", async () => {
    const social = verifier();
    const web = await providers.googleIdToken({ sub: "g-1", email: "ana@example.com", email_verified: true });
    const ios = await providers.googleIdToken({ sub: "g-1", aud: "google-ios.apps.googleusercontent.com" });

    expect(await social.verify("google", web)).toEqual({
      provider: "google",
      subject: "g-1",
      email: "ana@example.com",
      emailVerified: true,
    });
    expect(await social.verify("google", ios)).toMatchObject({ subject: "g-1", email: null, emailVerified: false });
  });

  it("accepts either issuer Google uses and the string form of email_verified", async () => {
    const token = await providers.googleIdToken({
      sub: "g-2",
      email: "bo@example.com",
      email_verified: "true",
      iss: "accounts.google.com",
    });
    expect(await verifier().verify("google", token)).toMatchObject({ subject: "g-2", emailVerified: true });
  });

  it("does not count an unverified email as verified", async () => {
    const token = await providers.googleIdToken({ sub: "g-3", email: "cy@example.com", email_verified: false });
    expect(await verifier().verify("google", token)).toMatchObject({ email: "cy@example.com", emailVerified: false });
  });

  it.each([
    ["another app's token", { aud: "someone-else.apps.googleusercontent.com" }, {}],
    ["another issuer", { iss: "https://evil.example" }, {}],
    ["an expired token", { exp: anHourAgo() }, {}],
    ["a forged signature", {}, { forged: true }],
  ])("refuses %s", async (_case, claims, options) => {
    const token = await providers.googleIdToken({ sub: "g-4", email: "di@example.com", ...claims }, options);
    await expect(verifier().verify("google", token)).rejects.toBeInstanceOf(SocialTokenError);
  });

  it("refuses an Apple token", async () => {
    const token = await providers.appleIdToken({ sub: "a-1", aud: "google-web.apps.googleusercontent.com" });
    await expect(verifier().verify("google", token)).rejects.toBeInstanceOf(SocialTokenError);
  });

  it.each(["", "not-a-token", "a.b.c"])("refuses the malformed token %j", async (token) => {
    await expect(verifier().verify("google", token)).rejects.toBeInstanceOf(SocialTokenError);
  });

  it("fetches Google's keys once for many sign-ins", async () => {
    const social = verifier();
    const before = providers.requests.filter((path) => path === "/google/certs").length;
    for (const sub of ["g-5", "g-6", "g-7"]) {
      await social.verify("google", await providers.googleIdToken({ sub }));
    }
    expect(providers.requests.filter((path) => path === "/google/certs").length - before).toBe(1);
  });

  it("refuses every token while Google's keys cannot be fetched", async () => {
    const token = await providers.googleIdToken({ sub: "g-8" });
    const social = verifier({}, { fetch: () => Promise.reject(new TypeError("fetch failed")) });
    await expect(social.verify("google", token)).rejects.toThrow(/google token refused/);
  });
});

describe("apple", () => {
  it("accepts an ID token, private relay emails included", async () => {
    const token = await providers.appleIdToken({
      sub: "001234.abcd",
      email: "x7k2@privaterelay.appleid.com",
      email_verified: "true",
      is_private_email: "true",
    });
    expect(await verifier().verify("apple", token)).toEqual({
      provider: "apple",
      subject: "001234.abcd",
      email: "x7k2@privaterelay.appleid.com",
      emailVerified: true,
    });
  });

  it.each([
    ["another app's token", { aud: "com.other.app" }, {}],
    ["another issuer", { iss: "https://accounts.google.com" }, {}],
    ["an expired token", { exp: anHourAgo() }, {}],
    ["a forged signature", {}, { forged: true }],
  ])("refuses %s", async (_case, claims, options) => {
    const token = await providers.appleIdToken({ sub: "001234.abcd", ...claims }, options);
    await expect(verifier().verify("apple", token)).rejects.toBeInstanceOf(SocialTokenError);
  });

  it("refuses a malformed token", async () => {
    await expect(verifier().verify("apple", "ey.ey.ey")).rejects.toBeInstanceOf(SocialTokenError);
  });
});

describe("facebook", () => {
  it("accepts a user access token issued to our app", async () => {
    const token = providers.facebookToken({ id: "fb-1", email: "eva@example.com" });
    expect(await verifier().verify("facebook", token)).toEqual({
      provider: "facebook",
      subject: "fb-1",
      email: "eva@example.com",
      emailVerified: true,
    });
  });

  it("accepts a user who shares no email", async () => {
    const token = providers.facebookToken({ id: "fb-2" });
    expect(await verifier().verify("facebook", token)).toMatchObject({ subject: "fb-2", email: null });
  });

  it("refuses a token issued to another app", async () => {
    const token = providers.facebookToken({ id: "fb-3", appId: "999" });
    await expect(verifier().verify("facebook", token)).rejects.toThrow(/another app/);
  });

  it("refuses a token Facebook does not know", async () => {
    await expect(verifier().verify("facebook", "EAAmadeup")).rejects.toBeInstanceOf(SocialTokenError);
  });

  it("refuses a token when the profile read with it belongs to someone else", async () => {
    const token = providers.facebookToken({ id: "fb-8" });
    const otherProfile: typeof fetch = (input, init) =>
      new URL(String(input)).pathname.endsWith("/me")
        ? Promise.resolve(Response.json({ id: "fb-9" }))
        : fetch(input, init);
    await expect(verifier({}, { fetch: otherProfile }).verify("facebook", token)).rejects.toThrow(
      /user does not match/,
    );
  });

  it("refuses every token while the Graph API is down", async () => {
    const down = await startFakeIdentityProviders();
    await down.close();
    const token = providers.facebookToken({ id: "fb-4" });
    const social = verifier({ FACEBOOK_GRAPH_URL: down.env.FACEBOOK_GRAPH_URL });
    await expect(social.verify("facebook", token)).rejects.toThrow(/unreachable/);
  });

  it.each([
    ["an error status", () => new Response("Bad gateway", { status: 502 })],
    ["malformed JSON", () => new Response("{not json", { status: 200 })],
    ["an unexpected shape", () => Response.json({ data: "nope" })],
  ])("refuses when the Graph API answers %s", async (_case, answer) => {
    const token = providers.facebookToken({ id: "fb-5" });
    const social = verifier({}, { fetch: async () => answer() });
    await expect(social.verify("facebook", token)).rejects.toBeInstanceOf(SocialTokenError);
  });

  it("never puts the token or the app secret in the error message", async () => {
    const token = providers.facebookToken({ id: "fb-6" });
    const error = await verifier({}, { fetch: async () => new Response("", { status: 500 }) })
      .verify("facebook", token)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SocialTokenError);
    expect(String((error as Error).message)).not.toContain(token);
    expect(String((error as Error).message)).not.toContain(providers.env.FACEBOOK_APP_SECRET);
  });
});

describe("a provider that is not configured", () => {
  const off = { GOOGLE_CLIENT_IDS: "", APPLE_CLIENT_IDS: "", FACEBOOK_APP_SECRET: "" };

  it("is reported disabled and refuses every token", async () => {
    const social = verifier(off);
    const google = await providers.googleIdToken({ sub: "g-9" });
    const apple = await providers.appleIdToken({ sub: "a-2" });
    const facebook = providers.facebookToken({ id: "fb-7" });

    expect([social.enabled("google"), social.enabled("apple"), social.enabled("facebook")]).toEqual([
      false,
      false,
      false,
    ]);
    await expect(social.verify("google", google)).rejects.toThrow(/not configured/);
    await expect(social.verify("apple", apple)).rejects.toThrow(/not configured/);
    await expect(social.verify("facebook", facebook)).rejects.toThrow(/not configured/);
  });

  it("is enabled once configured", () => {
    const social = verifier();
    expect([social.enabled("google"), social.enabled("apple"), social.enabled("facebook")]).toEqual([true, true, true]);
  });
});

describe("publicSocialConfig", () => {
  it("gives the sign-in screen the first client id of each provider", () => {
    const config = loadConfig({ ...providers.env, PUBLIC_URL: "https://rewards.example/" });
    expect(publicSocialConfig(config)).toEqual({
      google: { client_id: "google-web.apps.googleusercontent.com" },
      apple: { client_id: "com.example.rewards.web", redirect_uri: "https://rewards.example/sign-in" },
      facebook: { app_id: providers.env.FACEBOOK_APP_ID },
    });
  });

  it("prefers the configured Apple redirect address", () => {
    const config = loadConfig({ ...providers.env, APPLE_REDIRECT_URI: "https://rewards.example/auth/apple" });
    expect(publicSocialConfig(config).apple).toEqual({
      client_id: "com.example.rewards.web",
      redirect_uri: "https://rewards.example/auth/apple",
    });
  });

  it("answers null for each provider that is not configured", () => {
    expect(publicSocialConfig(loadConfig({}))).toEqual({ google: null, apple: null, facebook: null });
  });
});
