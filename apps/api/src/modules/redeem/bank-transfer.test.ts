import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createMemberWithPoints, givePoints } from "../../test/points.js";
import { balanceOf, entriesOf } from "../ledger/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bank = { bank_name: "Bank Central Asia", account_name: "Siti Rahma", account_number: "1234 5678 90" };

function post(url: string, token: string, payload: object, key?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload,
    headers: { token, ...(key ? { "idempotency-key": key } : {}) },
  });
}

async function withdraw(member: { token: string; phone: string }, point: number) {
  const started = await post("/phone_cards/withdraw", member.token, { point, ...bank });
  expect(started.statusCode, started.body).toBe(200);
  const { request_id } = started.json().data;
  return { request_id, otp: await latestCode(t.database.db, member.phone) };
}

describe("redeem by bank transfer", () => {
  it("texts a code without debiting, then the code creates the request and debits in one go", async () => {
    const member = await createMemberWithPoints(t.database.db, 20_000);
    const started = await post("/phone_cards/withdraw", member.token, { point: 1_000, ...bank });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toEqual({
      request_id: expect.any(String),
      expires_at: expect.any(String),
      phone_hint: expect.stringMatching(/^\+62 •••• \d{4}$/),
    });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(20_000);

    const otp = await latestCode(t.database.db, member.phone);
    const confirmed = await post("/phone_cards/withdraw/confirm", member.token, {
      request_id: started.json().data.request_id,
      otp,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { request, remaining, entry_id } = confirmed.json().data;
    expect(remaining).toBe(19_000);
    // Indonesia: 1 point = 130 rupiah, and the bank fee is shown before confirming.
    expect(request).toMatchObject({
      kind: "bank_transfer",
      status: "requested",
      point: 1_000,
      currency: "IDR",
      transfer_amount: 130_000,
      fee: 2_500,
      bank_name: "Bank Central Asia",
      account_name: "Siti Rahma",
      account_number: "•••• 7890",
    });
    const [entry] = await entriesOf(t.database.db, member.user.id, { limit: 1 });
    expect(entry).toMatchObject({ id: entry_id, amountCents: -1_000, historyType: "Withdraw", causeId: request.id });
  });

  it("uses the Vietnamese rate and threshold for a Vietnamese member", async () => {
    const member = await createMemberWithPoints(t.database.db, 2_000, { market: "vi" });
    const below = await post("/phone_cards/withdraw", member.token, { point: 500, ...bank });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: "below_redeem_threshold", field: "point" });
    expect(below.json().message).toBe("You need more than 500 points to redeem.");

    const { request_id, otp } = await withdraw(member, 501);
    const confirmed = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp });
    expect(confirmed.json().data.request).toMatchObject({ currency: "VND", transfer_amount: 100_200, fee: 3_300 });
  });

  it("refuses amounts under the Indonesian threshold, over the balance, and members without a confirmed phone", async () => {
    const member = await createMemberWithPoints(t.database.db, 1_000);
    const below = await post("/phone_cards/withdraw", member.token, { point: 379, ...bank });
    expect(below.json()).toMatchObject({
      code: "below_redeem_threshold",
      message: "You need at least 380 points to redeem.",
    });
    const over = await post("/phone_cards/withdraw", member.token, { point: 1_001, ...bank });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "not_enough_points", field: "point" });

    const unconfirmed = await createMemberWithPoints(t.database.db, 1_000, { phoneConfirmed: false });
    const refused = await post("/phone_cards/withdraw", unconfirmed.token, { point: 500, ...bank });
    expect(refused.json()).toMatchObject({ code: "phone_missing" });
  });

  it("names the field of a malformed request", async () => {
    const member = await createMemberWithPoints(t.database.db, 1_000);
    const response = await post("/phone_cards/withdraw", member.token, { ...bank, point: 500, account_number: "12ab" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed", field: "account_number" });
  });

  it("keeps a wrong code's try, writes nothing else, and still accepts the right code", async () => {
    const member = await createMemberWithPoints(t.database.db, 5_000);
    const { request_id, otp } = await withdraw(member, 1_000);
    const wrong = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp: wrongCode(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "invalid_code",
      field: "otp",
      message: "Invalid code. Please try again",
    });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(5_000);

    const right = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp });
    expect(right.statusCode, right.body).toBe(200);
    const again = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp });
    expect(again.json()).toMatchObject({ code: "redeem_already_confirmed" });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(4_000);
  });

  it("leaves nothing half-written when the balance no longer covers the confirmation", async () => {
    const member = await createMemberWithPoints(t.database.db, 1_000);
    const { request_id, otp } = await withdraw(member, 1_000);
    // Spend behind the request's back, through an admin-style debit.
    await t.database.db.transaction(async (tx) => {
      const { postPoints } = await import("../ledger/index.js");
      await postPoints(tx, {
        userId: member.user.id,
        amountCents: -500,
        type: "SettingPoint",
        cause: { kind: "test", id: "x" },
        idempotencyKey: `test:${randomUUID()}`,
      });
    });
    const refused = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "not_enough_points" });
    const paid = await t.app.inject({
      method: "GET",
      url: "/api/point_histories/paid",
      headers: { token: member.token },
    });
    expect(paid.json().data).toHaveLength(0);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(500);

    // Nothing was used up: once the points are back, the same code confirms.
    await givePoints(t.database.db, member.user.id, 500);
    const retried = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.remaining).toBe(0);
  });

  it("replays a confirmation sent again with the same Idempotency-Key, and refuses the key with another body", async () => {
    const member = await createMemberWithPoints(t.database.db, 3_000);
    const { request_id, otp } = await withdraw(member, 1_000);
    const key = randomUUID();
    const first = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp }, key);
    const replay = await post("/phone_cards/withdraw/confirm", member.token, { otp, request_id }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(t.database.db, member.user.id)).toBe(2_000);

    const other = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp: wrongCode(otp) }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "idempotency_key_reused" });
  });

  it("never confirms another member's request", async () => {
    const owner = await createMemberWithPoints(t.database.db, 1_000);
    const intruder = await createMemberWithPoints(t.database.db, 1_000);
    const { request_id, otp } = await withdraw(owner, 500);
    const response = await post("/phone_cards/withdraw/confirm", intruder.token, { request_id, otp });
    expect(response.statusCode).toBe(404);
    expect(await balanceOf(t.database.db, owner.user.id)).toBe(1_000);
  });

  it("refuses an expired request", async () => {
    const member = await createMemberWithPoints(t.database.db, 1_000);
    const { request_id, otp } = await withdraw(member, 500);
    const { withdrawChallenges } = await import("./tables.js");
    const { eq } = await import("drizzle-orm");
    await t.database.db
      .update(withdrawChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(withdrawChallenges.id, request_id));
    const response = await post("/phone_cards/withdraw/confirm", member.token, { request_id, otp });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: "redeem_expired" });
  });

  it("needs a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/phone_cards/withdraw",
      payload: { point: 500, ...bank },
    });
    expect(response.statusCode).toBe(401);
  });
});
