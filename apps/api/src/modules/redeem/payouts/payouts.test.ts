import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeXendit } from "../../../fakes/xendit-payouts.js";
import type { TestApp } from "../../../test/app.js";
import { createSignedInUser } from "../../../test/factories.js";
import { createMemberWithPoints } from "../../../test/points.js";
import { accountBalance, balanceOf, ledgerInvariantViolations, payoutHoldAccount } from "../../ledger/index.js";
import { notifications } from "../../notifications/index.js";
import { payouts } from "../tables.js";
import { payoutProviderOf } from "./provider-of.js";
import { sweepPayouts } from "./sweep.js";
import { callbackToken, cashOut, post, timeline, xenditTestApp } from "./test-support.js";

let t: TestApp;
let fake: FakeXendit;
beforeAll(async () => {
  ({ t, fake } = await xenditTestApp());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const kindsOf = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);

async function vietnameseWallet(points = 5_000) {
  const member = await createMemberWithPoints(t.database.db, points, { market: "vi" });
  const number = `8490${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  fake.holders.set(number, "NGUYEN VAN AN");
  return { member, number };
}

function webhook(body: object, token = callbackToken) {
  return t.app.inject({
    method: "POST",
    url: "/api/payouts/xendit/webhook",
    headers: { "x-callback-token": token },
    payload: body,
  });
}

describe("payouts through Xendit (the fake)", () => {
  it("lists the market's banks and e-wallets with their limits", async () => {
    const { member } = await vietnameseWallet();
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/payouts/channels",
      headers: { token: member.token },
    });
    expect(answer.statusCode).toBe(200);
    const codes = answer.json().data.channels.map((channel: { code: string }) => channel.code);
    expect(codes).toEqual(expect.arrayContaining(["VN_MOMO", "VN_ZALOPAY", "VN_VIETCOMBANK"]));
    expect(codes).not.toContain("ID_GOPAY");
    const indonesian = await createMemberWithPoints(t.database.db, 0);
    const indo = await t.app.inject({
      method: "GET",
      url: "/api/payouts/channels",
      headers: { token: indonesian.token },
    });
    expect(indo.json().data.channels).toContainEqual(
      expect.objectContaining({
        code: "ID_GOPAY",
        kind: "ewallet",
        max_amount: 2_000_000,
        currency: "IDR",
        country_code: "+62",
      }),
    );
  });

  it("tells the holder's name, and refuses another country's phone, another market's channel, an unknown account", async () => {
    const { member, number } = await vietnameseWallet();
    const known = await post(t.app, "/payouts/account_check", member.token, {
      channel_code: "VN_MOMO",
      account_number: `+${number}`,
    });
    expect(known.json()).toMatchObject({
      status: true,
      data: { account_number: number, holder_name: "NGUYEN VAN AN" },
    });
    const local = await post(t.app, "/payouts/account_check", member.token, {
      channel_code: "VN_MOMO",
      account_number: `0${number.slice(2)}`,
    });
    expect(local.json().data.account_number).toBe(number);

    const wrongCountry = await post(t.app, "/payouts/account_check", member.token, {
      channel_code: "VN_MOMO",
      account_number: "+628123456789",
    });
    expect(wrongCountry.statusCode).toBe(422);
    expect(wrongCountry.json()).toMatchObject({ code: "payout_wrong_country", field: "account_number" });
    const otherMarket = await post(t.app, "/payouts/account_check", member.token, {
      channel_code: "ID_GOPAY",
      account_number: number,
    });
    expect(otherMarket.json()).toMatchObject({ code: "payout_unknown_channel", field: "channel_code" });
    const unknown = await post(t.app, "/payouts/account_check", member.token, {
      channel_code: "VN_MOMO",
      account_number: "84901234404",
    });
    expect(unknown.json()).toMatchObject({ code: "payout_account_not_found", field: "account_number" });
  });

  it("refuses a name that is not the holder's and an amount over the channel's limit, holding nothing", async () => {
    const member = await createMemberWithPoints(t.database.db, 40_000);
    fake.holders.set("628111222333", "SITI RAHAYU");
    const mismatch = await post(t.app, "/phone_cards/withdraw", member.token, {
      point: 1_000,
      bank_name: "-",
      channel_code: "ID_GOPAY",
      account_number: "08111222333",
      account_name: "Budi Santoso",
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ code: "payout_name_mismatch", field: "account_name" });
    // GoPay holds Rp2,000,000 at most: 20,000 points are Rp2,600,000.
    const over = await post(t.app, "/phone_cards/withdraw", member.token, {
      point: 20_000,
      bank_name: "-",
      channel_code: "ID_GOPAY",
      account_number: "08111222333",
      account_name: "Siti Rahayu",
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: "payout_over_limit", field: "point" });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(40_000);
  });

  it("holds the points, sends the payout at once, and settles it on the provider's webhook only once", async () => {
    const { member, number } = await vietnameseWallet();
    const done = await cashOut(t, member, {
      point: 1_000,
      channel_code: "VN_MOMO",
      account_number: number,
      account_name: "Nguyễn Văn An",
    });
    expect(done.remaining).toBe(4_000);
    const id = done.request.id;
    expect(await accountBalance(t.database.db, payoutHoldAccount(id).id)).toBe(1_000);
    const [sentToFake] = [...fake.payouts.values()].filter((one) => one.reference_id === id);
    // 1,000 points at 200 VND, less the 3,300 VND fee, to the number with its country code.
    expect(sentToFake).toMatchObject({ channel_code: "VN_MOMO", amount: 196_700, currency: "VND", status: "ACCEPTED" });
    expect(sentToFake?.channel_properties).toEqual({ account_number: number, account_holder_name: "Nguyễn Văn An" });
    expect((await timeline(t, member.token, id)).status).toBe("sent");

    fake.webhooks("twice");
    await fake.settle(id, "SUCCEEDED");
    const paid = await timeline(t, member.token, id);
    expect(paid.status).toBe("paid");
    expect(paid.events.map((event) => event.status)).toEqual(["requested", "sent", "paid"]);
    expect(await accountBalance(t.database.db, payoutHoldAccount(id).id)).toBe(0);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(4_000);
    expect(await kindsOf(member.user.id)).toEqual(["redemption_done"]);

    // A late ACCEPTED after SUCCEEDED changes nothing.
    const lateAccepted = await webhook({
      event: "payout.accepted",
      created: new Date().toISOString(),
      data: { id: sentToFake?.id, reference_id: id, status: "ACCEPTED" },
    });
    expect(lateAccepted.json()).toEqual({ status: true, data: { applied: false } });
    expect((await timeline(t, member.token, id)).status).toBe("paid");
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("returns the points with a notice when the payout fails, and again never twice", async () => {
    const { member, number } = await vietnameseWallet();
    const { request } = await cashOut(t, member, {
      point: 2_000,
      channel_code: "VN_MOMO",
      account_number: number,
      account_name: "NGUYEN VAN AN",
    });
    fake.webhooks("out_of_order");
    await fake.settle(request.id, "FAILED", "REJECTED_BY_CHANNEL");
    await fake.settle(request.id, "FAILED", "REJECTED_BY_CHANNEL");
    const failed = await timeline(t, member.token, request.id);
    expect(failed).toMatchObject({ status: "failed", failure_code: "REJECTED_BY_CHANNEL" });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(5_000);
    expect(await kindsOf(member.user.id)).toEqual(["payout_returned"]);
  });

  it("returns the points from the house when a paid payout is reversed, heard before its success", async () => {
    const { member, number } = await vietnameseWallet();
    const { request } = await cashOut(t, member, {
      point: 1_500,
      channel_code: "VN_MOMO",
      account_number: number,
      account_name: "NGUYEN VAN AN",
    });
    fake.webhooks("out_of_order");
    await fake.settle(request.id, "REVERSED");
    const reversed = await timeline(t, member.token, request.id);
    expect(reversed.events.map((event) => event.status)).toEqual(["requested", "sent", "paid", "reversed"]);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(5_000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("refuses forged, stale and unknown webhooks without touching the ledger", async () => {
    const { member, number } = await vietnameseWallet();
    const { request } = await cashOut(t, member, {
      point: 1_000,
      channel_code: "VN_MOMO",
      account_number: number,
      account_name: "NGUYEN VAN AN",
    });
    const success = {
      event: "payout.succeeded",
      created: new Date().toISOString(),
      data: { id: "disb-x", reference_id: request.id, status: "SUCCEEDED" },
    };
    const forged = await webhook(success, "not-the-token-at-all-000000");
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe("webhook_invalid_token");
    const stale = await webhook({ ...success, created: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe("webhook_stale");
    const unknown = await webhook({
      ...success,
      data: { ...success.data, reference_id: "0190c0de-0000-7000-8000-000000000000" },
    });
    expect(unknown.statusCode).toBe(404);
    // Another payout's provider id on our reference is not ours either.
    const wrongId = await webhook(success);
    expect(wrongId.statusCode).toBe(404);
    expect((await timeline(t, member.token, request.id)).status).toBe("sent");
    expect(await accountBalance(t.database.db, payoutHoldAccount(request.id).id)).toBe(1_000);
  });

  it("sends again under the same key after a timeout, and the provider keeps one payout", async () => {
    const { member, number } = await vietnameseWallet();
    const { request } = await cashOut(
      t,
      member,
      { point: 1_000, channel_code: "VN_MOMO", account_number: number, account_name: "NGUYEN VAN AN" },
      () => fake.failNext("timeout"),
    );
    expect((await timeline(t, member.token, request.id)).status).toBe("requested");
    // The stalled answer still made the payout at the provider; the retry finds it, not a second one.
    const later = new Date(Date.now() + 2 * 60 * 1000);
    await sweepPayouts(t.database.db, payoutProviderOf(t.config), later);
    expect((await timeline(t, member.token, request.id)).status).toBe("sent");
    expect([...fake.payouts.values()].filter((one) => one.reference_id === request.id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, request.id));
    expect(row?.sendAttempts).toBe(2);
  });

  it("keeps a payout requested while the provider answers 5xx, and the sweep sends it later", async () => {
    const { member, number } = await vietnameseWallet();
    const { request } = await cashOut(
      t,
      member,
      { point: 1_000, channel_code: "VN_MOMO", account_number: number, account_name: "NGUYEN VAN AN" },
      () => fake.failNext("5xx"),
    );
    expect((await timeline(t, member.token, request.id)).status).toBe("requested");
    await sweepPayouts(t.database.db, payoutProviderOf(t.config), new Date(Date.now() + 2 * 60 * 1000));
    expect((await timeline(t, member.token, request.id)).status).toBe("sent");
  });

  it("shows a payout only to its owner", async () => {
    const { member, number } = await vietnameseWallet();
    const { request } = await cashOut(t, member, {
      point: 1_000,
      channel_code: "VN_MOMO",
      account_number: number,
      account_name: "NGUYEN VAN AN",
    });
    const stranger = await createMemberWithPoints(t.database.db, 0, { market: "vi" });
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/payouts/${request.id}`,
      headers: { token: stranger.token },
    });
    expect(answer.statusCode).toBe(404);
  });

  it("keeps a payout over the automatic amount for an operator, whose approval sends it; only the provider says paid", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const member = await createMemberWithPoints(t.database.db, 20_000);
    fake.holders.set("1234567890", "AYU LESTARI");
    // 10,000 points are Rp1,300,000: over Indonesia's automatic Rp500,000.
    const { request } = await cashOut(t, member, {
      point: 10_000,
      channel_code: "ID_BCA",
      account_number: "1234567890",
      account_name: "Ayu Lestari",
    });
    expect((await timeline(t, member.token, request.id)).status).toBe("requested");
    expect([...fake.payouts.values()].some((one) => one.reference_id === request.id)).toBe(false);

    const approved = await post(t.app, `/admin/redeem_requests/${request.id}/approve`, admin.token, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe("processing");
    expect((await timeline(t, member.token, request.id)).status).toBe("sent");
    const paidByHand = await post(t.app, `/admin/redeem_requests/${request.id}/paid`, admin.token, {});
    expect(paidByHand.statusCode).toBe(409);
    expect(paidByHand.json().code).toBe("payout_not_sent");
    const rejectSent = await post(t.app, `/admin/redeem_requests/${request.id}/reject`, admin.token, {
      reason: "too late",
    });
    expect(rejectSent.statusCode).toBe(409);
    await fake.settle(request.id, "SUCCEEDED");
    expect((await timeline(t, member.token, request.id)).status).toBe("paid");
    expect(await balanceOf(t.database.db, member.user.id)).toBe(10_000);
  });

  it("lets an operator cancel a payout still waiting, which returns the points", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const member = await createMemberWithPoints(t.database.db, 20_000);
    fake.holders.set("9876543210", "BUDI SANTOSO");
    const { request } = await cashOut(t, member, {
      point: 10_000,
      channel_code: "ID_BNI",
      account_number: "9876543210",
      account_name: "Budi Santoso",
    });
    const rejected = await post(t.app, `/admin/redeem_requests/${request.id}/reject`, admin.token, {
      reason: "Suspicious",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await timeline(t, member.token, request.id)).toMatchObject({
      status: "cancelled",
      failure_code: "CANCELLED_BY_OPERATOR",
    });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(20_000);
    expect(await kindsOf(member.user.id)).toEqual(["redemption_rejected"]);
  });
});
