import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPassword, latestCode, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { sessions } from "../auth/index.js";
import { postPoints } from "../ledger/index.js";
import { mailboxMessages } from "../messaging/index.js";
import { users } from "../users/index.js";

/**
 * Replacing a confirmed phone number with a session alone would let a session thief receive the
 * transfer code; it needs the current password (or an emailed code) in the same request, tells
 * the account's email, ends the other sessions, and pauses bank transfers for a day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextPhone = 812_300_000;
function newPhone(): string {
  nextPhone += 1;
  return String(nextPhone);
}

async function memberWithPhone(input: { password?: string; locale?: string } = { password: goodPassword }) {
  return createSignedInUser(t.database.db, {
    ...input,
    countryCode: "+62",
    phoneNumber: newPhone(),
    phoneConfirmed: true,
    name: "Ayu",
    lastName: "Lestari",
    birthDay: "1994-02-03",
  });
}

const changePhone = (token: string, proof: object, phone = newPhone()) =>
  t.app.inject({
    method: "PUT",
    url: "/api/profile",
    headers: { token },
    payload: { user_profile: { country_code: "+62", phone_number: phone }, ...proof },
  });

describe("replacing a confirmed phone number", () => {
  it("is refused without the current password, and with a wrong one, changing nothing", async () => {
    const { user, token } = await memberWithPhone();
    const missing = await changePhone(token, {});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: "current_password_required", field: "current_password" });
    const wrong = await changePhone(token, { current_password: "not the password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "current_password_wrong", field: "current_password" });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.phoneNumber).toBe(user.phoneNumber);
    expect(after?.phoneConfirmedAt).not.toBeNull();
  });

  it("with the password: texts the new phone, tells the old email in the member's language, signs out the other sessions", async () => {
    const { user, token } = await memberWithPhone({ password: goodPassword, locale: "vi" });
    // One live session per member is the rule, so the other device's session is written directly:
    // whatever else is live ends with the change.
    const otherDevice = randomUUID();
    await t.database.db.insert(sessions).values({
      id: randomUUID(),
      userId: user.id,
      tokenHash: randomBytes(32).toString("hex"),
      deviceId: otherDevice,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const phone = newPhone();
    const changed = await changePhone(token, { current_password: goodPassword }, phone);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.account.phone_confirmed).toBe(false);
    expect(await latestCode(t.database.db, `+62${phone}`)).toMatch(/^\d{6}$/);
    const [notice] = await mailboxMessages(t.database.db, user.email, 1);
    expect(notice?.subject).toBe("Số điện thoại của bạn đã được thay đổi");
    const all = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(all.find((session) => session.deviceId === otherDevice)?.revokedReason).toBe("credentials_changed");
    expect(all.filter((session) => !session.revokedAt)).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { token } })).statusCode).toBe(200);
  });

  it("needs no proof for the first phone number, nor to fix one not yet confirmed", async () => {
    const first = await createSignedInUser(t.database.db, { password: goodPassword });
    expect((await changePhone(first.token, {})).statusCode).toBe(200);
    const unconfirmed = await createSignedInUser(t.database.db, {
      password: goodPassword,
      countryCode: "+62",
      phoneNumber: newPhone(),
    });
    expect((await changePhone(unconfirmed.token, {})).statusCode).toBe(200);
  });

  it("for an account without a password: a code emailed to the current address stands in for it", async () => {
    const { user, token } = await memberWithPhone({});
    const missing = await changePhone(token, { current_password: goodPassword });
    expect(missing.json()).toMatchObject({ code: "current_password_required", field: "email_code" });
    const sent = await t.app.inject({ method: "POST", url: "/api/profile/step_up_code", headers: { token } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t.database.db, user.email);
    const wrong = await changePhone(token, { email_code: wrongCode(code) });
    expect(wrong.json()).toMatchObject({ code: "invalid_code", field: "email_code" });
    expect((await changePhone(token, { email_code: code })).statusCode).toBe(200);
  });

  it("pauses bank transfers for 24 hours, with a message saying why", async () => {
    const { user, token } = await memberWithPhone();
    await t.database.db.transaction((tx) =>
      postPoints(tx, {
        userId: user.id,
        amountCents: 5_000,
        type: "SettingPointUser",
        cause: { kind: "test", id: user.id },
        idempotencyKey: `test:${user.id}`,
      }),
    );
    const phone = newPhone();
    expect((await changePhone(token, { current_password: goodPassword }, phone)).statusCode).toBe(200);
    const code = await latestCode(t.database.db, `+62${phone}`);
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/profile/phone_confirm",
      headers: { token },
      payload: { phone_token: code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const bank = { bank_name: "Bank Central Asia", account_name: "Ayu Lestari", account_number: "1234567890" };
    const withdraw = () =>
      t.app.inject({
        method: "POST",
        url: "/api/phone_cards/withdraw",
        headers: { token },
        payload: { point: 1_000, ...bank },
      });
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "phone_recently_changed" });
    expect(refused.json().message).toMatch(/24 hours after a phone number change/);

    const aDayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await t.database.db.update(users).set({ phoneChangedAt: aDayAgo }).where(eq(users.id, user.id));
    expect((await withdraw()).statusCode).toBe(200);
  });
});

describe("a password reset", () => {
  it("tells the email the password was changed", async () => {
    const { user } = await createSignedInUser(t.database.db, { password: goodPassword, locale: "id" });
    await t.app.inject({ method: "POST", url: "/api/user_password/sent_verify", payload: { email: user.email } });
    const code = await latestCode(t.database.db, user.email);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/user_password/change_password",
      payload: {
        email: user.email,
        code,
        password: "a new long passphrase",
        password_confirmation: "a new long passphrase",
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [notice] = await mailboxMessages(t.database.db, user.email, 1);
    expect(notice?.subject).toBe("Kata sandi Anda telah diubah");
  });
});

describe("the resend minute, on the server's clock", () => {
  const resend = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/profile/resend_otp_confirmation_code", headers: { token } });

  it("refuses a second phone code within the minute and takes it once the clock has moved past it", async () => {
    const { token } = await memberWithPhone();
    const phone = newPhone();
    expect((await changePhone(token, { current_password: goodPassword }, phone)).statusCode).toBe(200);
    const again = await resend(token);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait (60|59) seconds/);

    const moved = await t.app.inject({ method: "POST", url: "/dev/clock", payload: { advance_seconds: 61 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await resend(token)).statusCode).toBe(200);
    expect(await mailboxMessages(t.database.db, `+62${phone}`)).toHaveLength(2);
  });

  it("moves only forward, by a bounded amount, and not at all in production", async () => {
    for (const advance_seconds of [0, -5, 24 * 60 * 60 + 1, 1.5]) {
      const refused = await t.app.inject({ method: "POST", url: "/dev/clock", payload: { advance_seconds } });
      expect(refused.statusCode, String(advance_seconds)).toBe(400);
    }
    const production = await createTestApp({ NODE_ENV: "production" });
    try {
      const moved = await production.app.inject({
        method: "POST",
        url: "/dev/clock",
        payload: { advance_seconds: 61 },
      });
      expect(moved.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
