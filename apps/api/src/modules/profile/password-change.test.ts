import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, goodPassword, latestCode, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { sessions } from "../auth/index.js";
import { mailboxMessages } from "../messaging/index.js";
import { users } from "../users/index.js";

/**
 * A signed-in password change: a stolen session alone cannot set a password that locks the owner
 * out. The current password (or an emailed code) comes with it; the other sessions end, this one
 * stays, and the email hears of it in the member's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = "a brand new passphrase";

const changePassword = (token: string, body: object) =>
  call(t.app, {
    method: "PUT",
    url: "/user_password",
    token,
    ip: freshIp(),
    payload: { password: newPassword, password_confirmation: newPassword, ...body },
  });

const signIn = (email: string, password: string) =>
  call(t.app, { method: "POST", url: "/users/sign_in", ip: freshIp(), payload: { user: { email, password } } });

/** A second live session, as another device would hold (one per member is the rule, so written directly). */
async function otherDeviceSession(userId: string): Promise<string> {
  const deviceId = randomUUID();
  await t.database.db.insert(sessions).values({
    id: randomUUID(),
    userId,
    tokenHash: randomBytes(32).toString("hex"),
    deviceId,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return deviceId;
}

async function passwordHashOf(userId: string) {
  const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

describe("changing the password while signed in", () => {
  it("is refused without the current password, and with a wrong one, changing nothing", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    const before = await passwordHashOf(user.id);
    const missing = await changePassword(token, {});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: "current_password_required", field: "current_password" });
    const wrong = await changePassword(token, { current_password: "not the password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "current_password_wrong", field: "current_password" });
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(await mailboxMessages(t.database.db, user.email, 5)).toHaveLength(0);
    expect((await signIn(user.email, goodPassword)).statusCode).toBe(200);
  });

  it("with the current password: ends the other sessions, keeps this one, tells the email in the member's language; only the new password signs in", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword, locale: "vi" });
    const otherDevice = await otherDeviceSession(user.id);
    const changed = await changePassword(token, { current_password: goodPassword });
    expect(changed.statusCode, changed.body).toBe(200);

    const all = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(all.find((session) => session.deviceId === otherDevice)?.revokedReason).toBe("password_changed");
    expect(all.filter((session) => !session.revokedAt)).toHaveLength(1);
    expect((await call(t.app, { method: "GET", url: "/profile", token })).statusCode).toBe(200);

    const [notice] = await mailboxMessages(t.database.db, user.email, 1);
    expect(notice?.subject).toBe("Mật khẩu của bạn đã được thay đổi");

    expect((await signIn(user.email, goodPassword)).json()).toMatchObject({ code: "invalid_credentials" });
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it("refuses a guessable or mismatched new password on its field, before the proof is used", async () => {
    const { token } = await createSignedInUser(t.database.db, { password: goodPassword, name: "Ayu" });
    const weak = await changePassword(token, {
      current_password: goodPassword,
      password: "password1",
      password_confirmation: "password1",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: "password" });
    const mismatch = await changePassword(token, { current_password: goodPassword, password_confirmation: "other" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field).toBe("password_confirmation");
  });

  it("for an account without a password: the emailed code sets one", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { locale: "id" });
    const missing = await changePassword(token, { current_password: goodPassword });
    expect(missing.json()).toMatchObject({ code: "current_password_required", field: "email_code" });
    expect((await call(t.app, { method: "POST", url: "/profile/step_up_code", token })).statusCode).toBe(200);
    const code = await latestCode(t.database.db, user.email);
    expect((await changePassword(token, { email_code: wrongCode(code) })).json()).toMatchObject({
      code: "invalid_code",
      field: "email_code",
    });
    expect((await changePassword(token, { email_code: code })).statusCode).toBe(200);
    const [notice] = await mailboxMessages(t.database.db, user.email, 1);
    expect(notice?.subject).toBe("Kata sandi Anda telah diubah");
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it("lifts the sign-in lock the guesses put on the email", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    const ip = freshIp();
    const guess = () =>
      call(t.app, {
        method: "POST",
        url: "/users/sign_in",
        ip,
        payload: { user: { email: user.email, password: "a wrong guess" } },
      });
    for (let i = 0; i < 5; i++) await guess();
    expect((await guess()).json().code).toBe("account_locked");
    expect((await changePassword(token, { current_password: goodPassword })).statusCode).toBe(200);
    const after = await call(t.app, {
      method: "POST",
      url: "/users/sign_in",
      ip,
      payload: { user: { email: user.email, password: newPassword } },
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});
