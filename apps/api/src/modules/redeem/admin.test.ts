import { quoteBankTransfer, redeemRates } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";
import { balanceOf, entriesOf } from "../ledger/index.js";
import { notifications } from "../notifications/index.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const notificationKinds = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);

const bank = { bank_name: "Vietcombank", account_name: "Nguyen Van An", account_number: "0011223344" };

async function requestTransfer(point: number) {
  const member = await createMemberWithPoints(t.database.db, 2_000);
  const started = await t.app.inject({
    method: "POST",
    url: "/api/phone_cards/withdraw",
    payload: { point, ...bank },
    headers: { token: member.token },
  });
  const { request_id } = started.json().data;
  const otp = await latestCode(t.database.db, member.phone);
  const confirmed = await t.app.inject({
    method: "POST",
    url: "/api/phone_cards/withdraw/confirm",
    payload: { request_id, otp },
    headers: { token: member.token },
  });
  return { member, request: confirmed.json().data.request as { id: string } };
}

function act(id: string, action: string, token = adminToken, payload?: object) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/redeem_requests/${id}/${action}`,
    headers: { token },
    ...(payload ? { payload } : {}),
  });
}

describe("the redeem request queue", () => {
  it("pays what the member was quoted: quote = queue = paid, with the bank details and the transfer reference", async () => {
    const quote = quoteBankTransfer(redeemRates.indo, 500);
    expect(quote).toMatchObject({ transferAmount: 65_000, fee: 2_500, receiveAmount: 62_500 });
    const { request } = await requestTransfer(500);
    expect(request).toMatchObject({ receive_amount: quote.receiveAmount });

    const queue = await t.app.inject({
      method: "GET",
      url: `/api/admin/redeem_requests?status=requested&sort=-created_at`,
      headers: { token: adminToken },
    });
    const queued = queue.json().data.find((item: { id: string }) => item.id === request.id);
    expect(queued).toMatchObject({
      receive_amount: quote.receiveAmount,
      transfer_amount: quote.transferAmount,
      fee: quote.fee,
      currency: "IDR",
      bank_name: bank.bank_name,
      account_name: bank.account_name,
      account_number: "•••• 3344",
      transfer_reference: null,
    });

    const approved = await act(request.id, "approve", adminToken, { transfer_reference: "BCA 2611 0042" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "processing", transfer_reference: "BCA 2611 0042" });
    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit_log?target_kind=redeem_request&target_id=${request.id}`,
      headers: { token: adminToken },
    });
    expect(log.json().data[0]).toMatchObject({
      action: "redeem_request.approve",
      after: expect.objectContaining({ transfer_reference: "BCA 2611 0042" }),
    });
    const paid = await act(request.id, "paid");
    expect(paid.json().data).toMatchObject({
      status: "paid",
      receive_amount: quote.receiveAmount,
      transfer_reference: "BCA 2611 0042",
    });
    expect((await act(request.id, "approve", adminToken, { transfer_reference: "x".repeat(101) })).statusCode).toBe(
      400,
    );
  });

  it("moves a transfer from requested to processing to paid, the account number masked until revealed", async () => {
    const { request, member } = await requestTransfer(1_000);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/redeem_requests?status=requested",
      headers: { token: adminToken },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json().data.find((item: { id: string }) => item.id === request.id);
    expect(mine).toMatchObject({ account_number: "•••• 3344", user_id: member.user.id, status: "requested" });
    expect(listed.body).not.toContain("0011223344");

    // Whoever pays reveals the whole number, and the reveal is in the audit log (masked there).
    const revealed = await act(request.id, "reveal_account");
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data).toEqual({ account_number: "0011223344" });
    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit_log?target_kind=redeem_request&target_id=${request.id}`,
      headers: { token: adminToken },
    });
    expect(log.json().data[0]).toMatchObject({ action: "redeem_request.reveal_account" });

    const approved = await act(request.id, "approve");
    expect(approved.json().data).toMatchObject({ status: "processing", processing_at: expect.any(String) });
    const paid = await act(request.id, "paid");
    expect(paid.json().data).toMatchObject({ status: "paid", paid_at: expect.any(String) });
    // A double click changes nothing.
    expect((await act(request.id, "paid")).json().data.status).toBe("paid");
    // A paid request cannot be rejected.
    const reject = await act(request.id, "reject", adminToken, { reason: "Too late" });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().code).toBe("redeem_state_conflict");
    expect(await balanceOf(t.database.db, member.user.id)).toBe(1_000);
    expect(await notificationKinds(member.user.id)).toEqual(["redemption_done"]);
  });

  it("credits the points back once when a request is rejected, and the member sees why", async () => {
    const { request, member } = await requestTransfer(1_500);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(500);
    const rejected = await act(request.id, "reject", adminToken, { reason: "The account name does not match." });
    expect(rejected.json().data).toMatchObject({
      status: "rejected",
      reject_reason: "The account name does not match.",
    });
    await act(request.id, "reject", adminToken, { reason: "again" });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(2_000);
    // Told once, in the rejection's transaction.
    expect(await notificationKinds(member.user.id)).toEqual(["redemption_rejected"]);
    const [credit] = await entriesOf(t.database.db, member.user.id, { limit: 1 });
    expect(credit).toMatchObject({ amountCents: 1_500, historyType: "Withdraw", causeId: request.id });

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/point_histories/${credit?.id}`,
      headers: { token: member.token },
    });
    expect(detail.json().data.redeem_request).toMatchObject({ status: "rejected", reject_reason: expect.any(String) });
  });

  it("cannot pay a request that was never approved", async () => {
    const { request } = await requestTransfer(500);
    const response = await act(request.id, "paid");
    expect(response.statusCode).toBe(409);
  });

  it("lets support reject, and records who did it with the account number masked", async () => {
    const support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    const { request, member } = await requestTransfer(700);
    const rejected = await act(request.id, "reject", support.token, { reason: "Wrong bank" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(2_000);

    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit_log?target_kind=redeem_request&target_id=${request.id}`,
      headers: { token: adminToken },
    });
    const [entry] = log.json().data;
    expect(entry).toMatchObject({
      action: "redeem_request.reject",
      actor_id: support.user.id,
      actor_role: "support",
      before: { status: "requested", account_number: "•••• 3344" },
      after: { status: "rejected", reject_reason: "Wrong bank", account_number: "•••• 3344" },
    });
    expect(JSON.stringify(entry)).not.toContain("0011223344");
  });

  it("is for admins and support only", async () => {
    const { request, member } = await requestTransfer(500);
    const author = await createSignedInUser(t.database.db, { roles: ["member", "author"] });
    expect((await act(request.id, "approve", author.token)).statusCode).toBe(403);
    expect((await act(request.id, "approve", member.token)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/redeem_requests",
      headers: { token: member.token },
    });
    expect(list.statusCode).toBe(403);
  });
});
