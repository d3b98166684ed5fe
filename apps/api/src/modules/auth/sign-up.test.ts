import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../lib/passwords.js";
import { call, freshIp, goodPassword, latestCode, uniqueEmail, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser, createTestUser } from "../../test/factories.js";
import { mailboxMessages } from "../messaging/index.js";
import { users } from "../users/index.js";
import { sessions } from "./tables.js";

// Counted, not replaced: both branches of a sign-up must pay for one argon2 hash.
vi.mock("../../lib/passwords.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/passwords.js")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

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

  it("lets all of several simultaneous sign-ups with one new email through, onto one account", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(valid(email))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.user_id))).toEqual(new Set([rows[0]?.id]));
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

describe("POST /api/users with an email that already has an account", () => {
  const signUp = (user: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    call(t.app, { method: "POST", url: "/users", ip: freshIp(), payload: { user, ...extra } });
  const valid = (email: string, password = goodPassword) => ({
    email,
    password,
    password_confirmation: password,
  });
  const signIn = (email: string, password: string) =>
    call(t.app, { method: "POST", url: "/users/sign_in", ip: freshIp(), payload: { user: { email, password } } });
  /** The parts of an answer that differ between any two new accounts. */
  const shape = (body: { auth_token: string; data: Record<string, unknown> }) => ({
    ...body,
    auth_token: body.auth_token.replace(/./g, "x"),
    data: { ...body.data, email: "email", user_id: String(body.data.user_id).replace(/[0-9a-f]/g, "x") },
  });

  it("answers exactly as for a new email, tells the owner instead, and changes nothing of the account", async () => {
    const owner = await createTestUser(t.database.db, { password: goodPassword, locale: "vi" });
    const [before] = await t.database.db.select().from(users).where(eq(users.id, owner.id));

    const fresh = await signUp(valid(uniqueEmail()));
    const taken = await signUp(valid(owner.email.toUpperCase(), "another long passphrase"));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().data).toMatchObject({ email: owner.email, email_confirmed: false, has_basic_info: false });
    expect(taken.json().data.user_id).not.toBe(owner.id);

    const [notice, ...more] = await mailboxMessages(t.database.db, owner.email);
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe("Có người đã thử đăng ký bằng email của bạn");
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);

    // Paced: another try within the day answers the same and tells the owner nothing new.
    expect((await signUp(valid(owner.email, "a third long passphrase"))).statusCode).toBe(201);
    expect(await mailboxMessages(t.database.db, owner.email)).toHaveLength(1);

    const [after] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toEqual(before);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, owner.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    const ownerIn = await signIn(owner.email, goodPassword);
    expect(ownerIn.statusCode).toBe(200);
    expect(ownerIn.json().data.user_profile.user_id).toBe(owner.id);
  });

  it("pays for one password hash in either branch, and refuses an unknown invite code alike", async () => {
    const owner = await createTestUser(t.database.db, { password: goodPassword });
    const hashes = vi.mocked(hashPassword);
    for (const email of [uniqueEmail(), owner.email, owner.email]) {
      hashes.mockClear();
      expect((await signUp(valid(email))).statusCode).toBe(201);
      expect(hashes).toHaveBeenCalledTimes(1);
    }
    const other = await createTestUser(t.database.db, { password: goodPassword });
    for (const email of [uniqueEmail(), other.email]) {
      const refused = await signUp({ ...valid(email), invite_code: "NOSUCHCODE" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "invalid_invite_code", field: "user.invite_code" });
    }
  });

  it("gives the token the email code screen, as a new account's: profile, resend, code, sign-out; nothing else", async () => {
    const owner = await createTestUser(t.database.db, { password: goodPassword });
    const fresh = uniqueEmail();
    const tokens = {
      new: (await signUp(valid(fresh))).json().auth_token as string,
      taken: (await signUp(valid(owner.email))).json().auth_token as string,
    };
    const code = await latestCode(t.database.db, fresh);
    const answers = async (token: string) => {
      const profile = await call(t.app, { method: "GET", url: "/profile", token });
      const resend = await call(t.app, { method: "POST", url: "/profile/resend_mail_confirmation_code", token });
      const wrong = await call(t.app, {
        method: "POST",
        url: "/profile/mail_confirm",
        token,
        payload: { code: wrongCode(code) },
      });
      const points = await call(t.app, { method: "GET", url: "/point_histories", token });
      const out = await call(t.app, { method: "DELETE", url: "/users/sign_out", token });
      const after = await call(t.app, { method: "GET", url: "/profile", token });
      return [profile, resend, wrong, points, out, after].map((answer) => {
        const body = answer.json();
        const profile = body.data?.basic_info && {
          ...body.data,
          basic_info: { ...body.data.basic_info, email: "email" },
          user_profile: { ...body.data.user_profile, user_id: "id" },
          account: { ...body.data.account, email: "email", user_id: "id" },
        };
        return {
          ...body,
          http: answer.statusCode,
          data: profile ?? body.data,
          message: String(body.message).replace(/\d+/g, "N"),
          retry_after: body.retry_after === undefined ? undefined : "N",
        };
      });
    };
    const [asNew, asTaken] = [await answers(tokens.new), await answers(tokens.taken)];
    expect(asTaken).toEqual(asNew);
    expect(asNew.map((answer) => [answer.http, answer.code])).toEqual([
      [200, undefined],
      [429, "rate_limited"],
      [400, "invalid_code"],
      [403, "email_not_confirmed"],
      [200, undefined],
      [401, "unauthorized"],
    ]);
    expect(await mailboxMessages(t.database.db, owner.email)).toHaveLength(1);
  });

  it("signing up again before the email is confirmed starts over, for a new and a taken email alike", async () => {
    const owner = await createTestUser(t.database.db, { password: goodPassword });
    for (const email of [uniqueEmail(), owner.email]) {
      const first = await signUp(valid(email, "first long passphrase"));
      const second = await signUp(valid(email, "second long passphrase"));
      expect(second.json().data.user_id).toBe(first.json().data.user_id);
      const old = await call(t.app, { method: "GET", url: "/profile", token: first.json().auth_token });
      expect(old.json().code).toBe("signed_in_elsewhere");
      expect((await signIn(email, "first long passphrase")).statusCode).toBe(401);
      const again = await signIn(email, "second long passphrase");
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        phone_confirmed: false,
        user_profile: { user_id: first.json().data.user_id, country_code: null },
        account: { email_confirmed: false },
      });
      const replaced = await call(t.app, { method: "GET", url: "/profile", token: second.json().auth_token });
      expect(replaced.json().code).toBe("signed_in_elsewhere");
      const profile = await call(t.app, { method: "GET", url: "/profile", token: again.json().data.auth_token });
      expect(profile.json().data.account).toMatchObject({ email, email_confirmed: false });
    }
    expect((await signIn(owner.email, goodPassword)).json().data.user_profile.user_id).toBe(owner.id);
  });
});
