import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppError } from "../../http/app-error.js";
import { verifyPassword } from "../../lib/passwords.js";
import { call, freshIp, goodPassword, signUpThroughApi, uniqueEmail } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { updateUser } from "../users/index.js";
import { clearAllAttempts } from "./attempts.js";
import { checkPassword } from "./sign-in.js";
import { sessions, signInPressure } from "./tables.js";

// Counted, not replaced: how many argon2 checks each kind of sign-in costs.
vi.mock("../../lib/passwords.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/passwords.js")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    headers,
    remoteAddress: ip,
    payload: { user: { email, password, device_id: "device-1" } },
  });

const profile = (token: string) => call(t.app, { method: "GET", url: "/profile", token });

describe("POST /api/users/sign_in", () => {
  it("answers auth_token, phone_confirmed and user_profile", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword, countryCode: "+84" });
    const response = await signIn(user.email.toUpperCase(), goodPassword);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.phone_confirmed).toBe(false);
    expect(data.user_profile).toEqual({ country_code: "+84", user_id: user.id });
    expect((await profile(data.auth_token)).statusCode).toBe(200);
  });

  it("refuses a suspended account, and its session stops working", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const token = (await signIn(user.email, goodPassword)).json().data.auth_token;
    await updateUser(t.database.db, user.id, { suspendedAt: new Date(), suspensionReason: "Fraud check" });
    const refused = await signIn(user.email, goodPassword);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "account_suspended", message: expect.stringContaining("suspended") });
    const ended = await profile(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe("account_suspended");
  });

  it("stores only the token's hash", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const token = (await signIn(user.email, goodPassword)).json().data.auth_token;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password and an unknown email exactly alike", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const wrong = await signIn(user.email, "not the password");
    const unknown = await signIn(uniqueEmail("nobody"), "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: "invalid_credentials", message: "Invalid email or password." });
  });

  it("checks two hashes for every answer but a confirmed member's sign-in, so none is told apart by time", async () => {
    const member = await createTestUser(t.database.db, { password: goodPassword });
    const unconfirmed = await signUpThroughApi(t.app);
    const pendingPassword = "a pending long passphrase";
    const pending = await call(t.app, {
      method: "POST",
      url: "/users",
      ip: freshIp(),
      payload: { user: { email: member.email, password: pendingPassword, password_confirmation: pendingPassword } },
    });
    expect(pending.statusCode).toBe(201);
    const checks = vi.mocked(verifyPassword);
    const cases: [string, string, number, number][] = [
      [uniqueEmail("nobody"), "not the password", 401, 2],
      [member.email, "not the password", 401, 2],
      [unconfirmed.email, goodPassword, 200, 2],
      [member.email, pendingPassword, 200, 2],
      [member.email, goodPassword, 200, 1],
    ];
    for (const [email, password, status, hashesChecked] of cases) {
      checks.mockClear();
      expect((await signIn(email, password)).statusCode, `${email} ${password}`).toBe(status);
      expect(checks, `${email} ${password}`).toHaveBeenCalledTimes(hashesChecked);
    }
  });

  it("locks password sign-in after five failures from one address, and an unknown email the same way", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const ghost = uniqueEmail("ghost");
    const [ip, ghostIp] = [freshIp(), freshIp()];
    for (let i = 0; i < 5; i++) {
      expect((await signIn(user.email, `wrong ${i}`, ip)).statusCode).toBe(401);
      expect((await signIn(ghost, `wrong ${i}`, ghostIp)).statusCode).toBe(401);
    }
    const locked = await signIn(user.email, goodPassword, ip);
    const ghostLocked = await signIn(ghost, goodPassword, ghostIp);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "account_locked", retry_after: 60 });
    expect(locked.json().message).toMatch(/1 minute\b/);
    expect(locked.headers["retry-after"]).toBe("60");
    expect(ghostLocked.json()).toEqual(locked.json());
  });

  it("locks only the address the guesses came from: the member signs in from elsewhere", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) await signIn(user.email, `guess ${i}`, stranger);
    expect((await signIn(user.email, goodPassword, stranger)).statusCode).toBe(429);
    expect((await signIn(user.email, goodPassword, freshIp())).statusCode).toBe(200);
  });

  it("guesses from many addresses only slow the owner: one try per address, and the owner still signs in", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    // Fifty wrong passwords this hour from addresses all over: the email is under pressure.
    await t.database.db.insert(signInPressure).values({ email: user.email, failures: 50, windowStartedAt: new Date() });
    const stranger = freshIp();
    expect((await signIn(user.email, "one more guess", stranger)).statusCode).toBe(401);
    const slowed = await signIn(user.email, "and another", stranger);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: "account_locked", retry_after: 60 });
    expect((await signIn(user.email, goodPassword, freshIp())).statusCode).toBe(200);
  });

  it("counts only checked passwords towards the pressure, not refused attempts, and a reset lifts it", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong ${i}`, ip)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, `wrong ${i}`, ip)).statusCode).toBe(429);
    const pressure = () => t.database.db.select().from(signInPressure).where(eq(signInPressure.email, user.email));
    expect((await pressure())[0]?.failures).toBe(5);
    await clearAllAttempts(t.database.db, user.email);
    expect(await pressure()).toEqual([]);
    expect((await signIn(user.email, goodPassword, ip)).statusCode).toBe(200);
  });

  it("locks for twice as long each time the address uses up its attempts again", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const ip = freshIp();
    const key = { email: user.email, source: ip };
    const waits: number[] = [];
    let now = Date.now();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) {
        await expect(checkPassword(t.database.db, { ...key, password: "nope" }, new Date(now))).rejects.toThrow();
      }
      const refused = await checkPassword(t.database.db, { ...key, password: goodPassword }, new Date(now)).catch(
        (error: AppError) => error,
      );
      const wait = (refused as AppError).extra?.retry_after ?? 0;
      waits.push(wait);
      now += wait * 1000 + 1000;
    }
    expect(waits).toEqual([60, 120, 240]);
    // After the lock, the right password works and starts afresh.
    await expect(
      checkPassword(t.database.db, { ...key, password: goodPassword }, new Date(now)),
    ).resolves.toMatchObject({ user: { id: user.id }, pendingSignUpId: null });
  });

  it("limits sign-in attempts per address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await signIn(uniqueEmail(), "whatever it is", ip);
    const limited = await signIn(uniqueEmail(), "whatever it is", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
  });
});

describe("one session per user", () => {
  it("ends the first session when the user signs in elsewhere; it then hears why", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const first = (await signIn(user.email, goodPassword)).json().data.auth_token;
    const second = (await signIn(user.email, goodPassword)).json().data.auth_token;

    const refused = await profile(first);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      status: false,
      code: "signed_in_elsewhere",
      message: "This account have been logged in somewhere else!!",
    });
    expect((await profile(second)).statusCode).toBe(200);
  });

  it("answers a plain 401 without a session, with an unknown token and after signing out", async () => {
    const none = await call(t.app, { method: "GET", url: "/profile" });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe("unauthorized");
    expect((await profile("made-up-token")).json().code).toBe("unauthorized");

    const { token } = await signUpThroughApi(t.app);
    const out = await call(t.app, { method: "DELETE", url: "/users/sign_out", token });
    expect(out.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("unauthorized");
  });
});

describe("the web app's cookie session", () => {
  async function webSession() {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const response = await signIn(user.email, goodPassword, freshIp(), { platform: "3" });
    expect(response.json().data.auth_token).toBeNull();
    const session = response.cookies.find((c) => c.name === "session");
    expect(session?.httpOnly).toBe(true);
    return { cookie: `session=${session?.value}` };
  }

  it("reads with the cookie alone, and refuses a change without the platform header (CSRF)", async () => {
    const { cookie } = await webSession();
    const read = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(read.statusCode).toBe(200);

    const payload = { user_profile: { name: "Cross" } };
    const forged = await t.app.inject({ method: "PUT", url: "/api/profile", headers: { cookie }, payload });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe("csrf_rejected");

    const fromApp = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: { cookie, platform: "3" },
      payload,
    });
    expect(fromApp.statusCode).toBe(200);
    expect(fromApp.json().data.basic_info.name).toBe("Cross");
  });

  it("signing out clears the cookies", async () => {
    const { cookie } = await webSession();
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/users/sign_out",
      headers: { cookie, platform: "3" },
    });
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, c]));
    expect(cleared.session?.value).toBe("");
    expect(cleared.loggedIn?.value).toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).statusCode).toBe(401);
  });
});
