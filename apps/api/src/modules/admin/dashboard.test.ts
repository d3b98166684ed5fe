import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const dashboard = (query = "", timeZone = "Asia/Jakarta", token = adminToken) =>
  t.app.inject({ method: "GET", url: `/api/admin/dashboard${query}`, headers: { token, timezone: timeZone } });

async function requestTransfer(token: string, phone: string, point: number) {
  const started = await call(t.app, {
    method: "POST",
    url: "/phone_cards/withdraw",
    token,
    payload: { point, bank_name: "BCA", account_name: "Ayu", account_number: "1234567890" },
  });
  expect(started.statusCode, started.body).toBe(200);
  const otp = await latestCode(t.database.db, phone);
  const confirmed = await call(t.app, {
    method: "POST",
    url: "/phone_cards/withdraw/confirm",
    token,
    payload: { request_id: started.json().data.request_id, otp },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().data.request.id as string;
}

describe("GET /api/admin/dashboard", () => {
  it("counts today's sign-ups, active members and points issued, spent and returned", async () => {
    const first = await dashboard("?days=7");
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json().data;
    const member = await createMemberWithPoints(t.database.db, 5_000);
    const other = await createMemberWithPoints(t.database.db, 1_000);
    await call(t.app, { method: "GET", url: "/profile", token: member.token });
    const kept = await requestTransfer(member.token, member.phone, 1_000);
    // Another member: the same one could not ask for a second code within the minute.
    const rejected = await requestTransfer(other.token, other.phone, 400);
    const reject = await t.app.inject({
      method: "POST",
      url: `/api/admin/redeem_requests/${rejected}/reject`,
      headers: { token: adminToken },
      payload: { reason: "Wrong account" },
    });
    expect(reject.statusCode).toBe(200);

    const response = await dashboard("?days=7");
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.time_zone).toBe("Asia/Jakarta");
    expect(data.days).toHaveLength(7);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Jakarta" });
    expect(data.days.at(-1).date).toBe(today);
    const change = (key: string) => data.days.at(-1)[key] - before.days.at(-1)[key];
    expect(change("sign_ups")).toBe(2);
    expect(change("active_members")).toBe(2);
    expect(change("points_issued")).toBe(6_000);
    expect(change("points_spent")).toBe(1_400);
    expect(change("points_returned")).toBe(400);

    expect(data.totals.points_outstanding - before.totals.points_outstanding).toBe(5_000);
    expect(data.totals.redemptions_waiting - before.totals.redemptions_waiting).toBe(1);
    expect(data.totals.members - before.totals.members).toBe(2);
    expect(data.waiting.map((request: { id: string }) => request.id)).toContain(kept);
    expect(data.waiting.find((request: { id: string }) => request.id === kept)).toMatchObject({
      status: "requested",
      point: 1_000,
      user_email: member.user.email,
    });
  });

  it("counts a member active once an hour however many requests they make", async () => {
    const member = await createSignedInUser(t.database.db);
    const before = (await dashboard()).json().data.days.at(-1).active_members;
    for (let i = 0; i < 3; i++) await call(t.app, { method: "GET", url: "/profile", token: member.token });
    expect((await dashboard()).json().data.days.at(-1).active_members - before).toBe(1);
  });

  it("is for admins, with a bounded number of days", async () => {
    expect((await dashboard("?days=3")).statusCode).toBe(400);
    expect((await dashboard("?days=91")).statusCode).toBe(400);
    const support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    expect((await dashboard("", "UTC", support.token)).statusCode).toBe(403);
  });
});
