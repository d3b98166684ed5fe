import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, goodPassword, latestCode, uniqueEmail } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { users } from "../users/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (user: Record<string, unknown>, extra: Record<string, unknown> = {}, ip = freshIp()) =>
  call(t.app, { method: "POST", url: "/users", ip, payload: { user, ...extra } });

const valid = (email = uniqueEmail()) => ({ email, password: goodPassword, password_confirmation: goodPassword });

describe("POST /api/users (sign-up)", () => {
  it("creates the account, emails a six-digit code and answers auth_token and data", async () => {
    const email = uniqueEmail();
    const inviter = await createSignedInUser(t.database.db);
    const { code } = (await call(t.app, { method: "GET", url: "/invitations", token: inviter.token })).json().data;
    const response = await signUp(
      { ...valid(email), invite_code: code },
      { store_id: "store-7", visit: "qr", version: "2.1.0" },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({ email, email_confirmed: false, has_basic_info: false, phone_confirmed: false });
    expect(await latestCode(t.database.db, email)).toMatch(/^\d{6}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.inviteCodeUsed).toBe(code);
    expect(row?.signUpContext).toEqual({ store_id: "store-7", visit: "qr", version: "2.1.0" });
  });

  it("names the field and the rule: email, equals, min and max", async () => {
    const badEmail = await signUp({ ...valid(), email: "not-an-email" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ code: "validation_failed", field: "user.email" });

    const notEqual = await signUp({ ...valid(), password_confirmation: "something else entirely" });
    expect(notEqual.statusCode).toBe(400);
    expect(notEqual.json().field).toBe("user.password_confirmation");
    expect(notEqual.json().message).toContain("Fields are not equals.");

    const short = await signUp({ ...valid(), password: "short", password_confirmation: "short" });
    expect(short.json()).toMatchObject({ field: "user.password" });
    expect(short.json().message).toContain("at least 8");

    const missing = await signUp({ email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
  });

  it("accepts long passphrases and refuses the commonest passwords", async () => {
    const long = "a long passphrase that keeps going well past sixty-four characters, still fine!";
    expect(long.length).toBeGreaterThan(64);
    expect((await signUp({ ...valid(), password: long, password_confirmation: long })).statusCode).toBe(201);

    const common = await signUp({ ...valid(), password: "Password123", password_confirmation: "Password123" });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: "common_password", field: "user.password" });
  });

  it("refuses repeats, blank passwords and the email itself, and takes the demo password", async () => {
    const email = uniqueEmail("guessable");
    for (const [password, code] of [
      ["aaaaaaaa", "weak_password"],
      ["        ", "weak_password"],
      [email, "password_like_account"],
    ]) {
      const refused = await signUp({ email, password, password_confirmation: password });
      expect(refused.statusCode, JSON.stringify(password)).toBe(400);
      expect(refused.json()).toMatchObject({ status: false, code, field: "user.password" });
    }
    expect(
      (await signUp({ ...valid(), password: "demo-pass-2026", password_confirmation: "demo-pass-2026" })).statusCode,
    ).toBe(201);
  });

  it("refuses an email that already has an account, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await signUp(valid(email))).statusCode).toBe(201);
    const again = await signUp(valid(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "email_taken", field: "user.email" });
  });

  it("lets exactly one of several simultaneous sign-ups with one email through", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(valid(email))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("gives the web app an httpOnly session cookie and loggedIn=false instead of a token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { platform: "3", country: "vi" },
      remoteAddress: freshIp(),
      payload: { user: valid() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().auth_token).toBeNull();
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 604800 });
    expect(cookies.loggedIn).toMatchObject({ value: "false", maxAge: 604800 });
    expect(cookies.loggedIn?.httpOnly).toBeFalsy();
    expect(response.json().data.locale).toBe("vi");
  });

  it("limits sign-ups per address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signUp(valid(), {}, ip)).statusCode).toBe(201);
    const limited = await signUp(valid(), {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
  });
});
