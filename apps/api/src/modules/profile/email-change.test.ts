import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, goodPassword, latestCode, uniqueEmail, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser, createTestUser } from "../../test/factories.js";
import { sessions } from "../auth/index.js";
import { postPoints } from "../ledger/index.js";
import { mailboxMessages } from "../messaging/index.js";
import { users } from "../users/index.js";

/**
 * Moving the account to another email: the current password (or an emailed code) first, then a
 * code sent to the new address. The answer never tells whether the new address has an account;
 * the change ends the other sessions and tells the old address in the member's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (token: string, body: object) =>
  call(t.app, { method: "POST", url: "/profile/email_change", token, ip: freshIp(), payload: body });
const confirm = (token: string, body: object) =>
  call(t.app, { method: "POST", url: "/profile/email_change/confirm", token, ip: freshIp(), payload: body });

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("changing the email", () => {
  it("is refused without the current password, and with a wrong one, sending nothing", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    const newEmail = uniqueEmail("new");
    const missing = await start(token, { new_email: newEmail });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: "current_password_required", field: "current_password" });
    const wrong = await start(token, { new_email: newEmail, current_password: "not the password" });
    expect(wrong.json()).toMatchObject({ code: "current_password_wrong", field: "current_password" });
    expect(await mailboxMessages(t.database.db, newEmail, 5)).toHaveLength(0);
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it("sends a code to the new address; the code moves the account, ends the other sessions and tells the old address", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword, locale: "id" });
    const otherDevice = randomUUID();
    await t.database.db.insert(sessions).values({
      id: randomUUID(),
      userId: user.id,
      tokenHash: randomBytes(32).toString("hex"),
      deviceId: otherDevice,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const newEmail = uniqueEmail("New");
    const sent = await start(token, { new_email: newEmail, current_password: goodPassword });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sent).toBe(true);
    const code = await latestCode(t.database.db, newEmail.toLowerCase());

    const wrong = await confirm(token, { new_email: newEmail, code: wrongCode(code) });
    expect(wrong.json()).toMatchObject({ code: "invalid_code", field: "code" });
    // The code is bound to the address it went to.
    const elsewhere = await confirm(token, { new_email: uniqueEmail("other"), code });
    expect(elsewhere.json()).toMatchObject({ code: "invalid_code", field: "code" });

    const confirmed = await confirm(token, { new_email: newEmail, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.account).toMatchObject({ email: newEmail.toLowerCase(), email_confirmed: true });

    const all = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(all.find((session) => session.deviceId === otherDevice)?.revokedReason).toBe("credentials_changed");
    expect(all.filter((session) => !session.revokedAt)).toHaveLength(1);
    expect((await call(t.app, { method: "GET", url: "/profile", token })).statusCode).toBe(200);

    const [notice] = await mailboxMessages(t.database.db, user.email, 1);
    expect(notice?.subject).toBe("Email Anda telah diubah");
    const signIn = (email: string) =>
      call(t.app, {
        method: "POST",
        url: "/users/sign_in",
        ip: freshIp(),
        payload: { user: { email, password: goodPassword } },
      });
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await signIn(newEmail)).statusCode).toBe(200);
  });

  it("answers 'sent' for an address that has an account, whose owner is told instead of getting a code", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    const owner = await createTestUser(t.database.db, { locale: "vi" });
    const fresh = uniqueEmail("free");
    const taken = await start(token, { new_email: owner.email, current_password: goodPassword });
    const other = await createSignedInUser(t.database.db, { password: goodPassword });
    const free = await start(other.token, { new_email: fresh, current_password: goodPassword });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());

    const [notice, ...rest] = await mailboxMessages(t.database.db, owner.email, 5);
    expect(rest).toHaveLength(0);
    expect(notice?.subject).toBe("Có người đã thử dùng email của bạn");
    expect(notice?.body).not.toMatch(/\d{6}/);
    // Paced like a real code: the next try within the minute waits either way.
    const again = await start(token, { new_email: owner.email, current_password: goodPassword });
    const againFree = await start(other.token, { new_email: fresh, current_password: goodPassword });
    expect(again.statusCode).toBe(429);
    expect(againFree.statusCode).toBe(429);
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it("answers like a wrong code when another account took the address after the code was sent", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    const newEmail = uniqueEmail("race");
    expect((await start(token, { new_email: newEmail, current_password: goodPassword })).statusCode).toBe(200);
    const code = await latestCode(t.database.db, newEmail);
    await createTestUser(t.database.db, { email: newEmail });
    const refused = await confirm(token, { new_email: newEmail, code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "invalid_code", field: "code" });
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it("for an account without a password: the code emailed to the current address stands in for it", async () => {
    const { user, token } = await createSignedInUser(t.database.db, {});
    expect((await call(t.app, { method: "POST", url: "/profile/step_up_code", token })).statusCode).toBe(200);
    const stepUp = await latestCode(t.database.db, user.email);
    const newEmail = uniqueEmail("social");
    expect((await start(token, { new_email: newEmail, email_code: stepUp })).statusCode).toBe(200);
    const code = await latestCode(t.database.db, newEmail);
    expect((await confirm(token, { new_email: newEmail, code })).statusCode).toBe(200);
  });

  it("refuses the address the account already has", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    const same = await start(token, { new_email: user.email.toUpperCase(), current_password: goodPassword });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: "new_email" });
  });

  it("pauses bank transfers for 24 hours, with a message saying why", async () => {
    const { user, token } = await createSignedInUser(t.database.db, {
      password: goodPassword,
      countryCode: "+62",
      phoneNumber: String(813_000_000 + Math.floor(Math.random() * 1_000_000)),
      phoneConfirmed: true,
      name: "Ayu",
      lastName: "Lestari",
      birthDay: "1994-02-03",
    });
    await t.database.db.transaction((tx) =>
      postPoints(tx, {
        userId: user.id,
        amountCents: 5_000,
        type: "SettingPointUser",
        cause: { kind: "test", id: user.id },
        idempotencyKey: `test:${user.id}`,
      }),
    );
    const newEmail = uniqueEmail("cash");
    await start(token, { new_email: newEmail, current_password: goodPassword });
    const code = await latestCode(t.database.db, newEmail);
    expect((await confirm(token, { new_email: newEmail, code })).statusCode).toBe(200);
    const withdraw = () =>
      call(t.app, {
        method: "POST",
        url: "/phone_cards/withdraw",
        token,
        payload: { point: 1_000, bank_name: "Bank Central Asia", account_name: "Ayu", account_number: "1234567890" },
      });
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "email_recently_changed" });
    expect(refused.json().message).toMatch(/24 hours after an email change/);

    const aDayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await t.database.db.update(users).set({ emailChangedAt: aDayAgo }).where(eq(users.id, user.id));
    expect((await withdraw()).statusCode).toBe(200);
  });
});
