import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, goodPassword } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";

let t: TestApp;
let adminToken: string;
let support: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
  support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
});
afterAll(() => t.close());

type Call = { method?: "GET" | "POST" | "PUT"; url: string; token?: string; payload?: object };
const admin = ({ method = "GET", url, token = support.token, payload }: Call) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { token }, ...(payload ? { payload } : {}) });

describe("GET /api/admin/members", () => {
  it("finds members by a part of their email, name or phone, or by id, with their balance", async () => {
    const ayu = await createMemberWithPoints(t.database.db, 1_250, { name: "Ayu", lastName: "Wulandari" });
    const phone = ayu.user.phoneNumber ?? "";
    for (const q of [
      "wulandari",
      ayu.user.email.slice(0, 10).toUpperCase(),
      phone.slice(2, 9),
      `+62${phone}`,
      ayu.user.id,
    ]) {
      const found = await admin({ url: `/members?q=${encodeURIComponent(q)}` });
      expect(found.statusCode, found.body).toBe(200);
      expect(
        found.json().data.map((m: { id: string }) => m.id),
        q,
      ).toContain(ayu.user.id);
    }
    const [row] = (await admin({ url: `/members?q=${ayu.user.id}` })).json().data;
    expect(row).toMatchObject({
      email: ayu.user.email,
      name: "Ayu Wulandari",
      phone: `+62${phone}`,
      phone_confirmed: true,
      balance: 1_250,
      roles: ["member"],
      suspended_at: null,
    });
    const literal = await admin({ url: `/members?q=${encodeURIComponent("%")}` });
    expect(literal.json().data).toEqual([]);
  });

  it("filters by role and status, sorts by balance and pages", async () => {
    const rich = await createMemberWithPoints(t.database.db, 900_000);
    const byBalance = (await admin({ url: "/members?sort=-balance&limit=1" })).json();
    expect(byBalance.data[0].id).toBe(rich.user.id);
    expect(byBalance.meta).toMatchObject({ page: 1, limit: 1 });
    expect(byBalance.meta.total_pages).toBe(byBalance.meta.total);

    const staff = (await admin({ url: "/members?role=support" })).json().data;
    expect(staff.map((m: { id: string }) => m.id)).toEqual([support.user.id]);
    expect((await admin({ url: "/members?sort=name" })).statusCode).toBe(400);
  });
});

describe("a member's account in the back office", () => {
  it("shows the profile, the points history and the sessions, never a token", async () => {
    const member = await createMemberWithPoints(t.database.db, 3_000);
    await call(t.app, { method: "GET", url: "/profile", token: member.token });
    const profile = (await admin({ url: `/members/${member.user.id}` })).json().data;
    expect(profile).toMatchObject({
      id: member.user.id,
      balance: 3_000,
      birth_day: "1990-01-01",
      last_seen_at: expect.any(String),
      points_expire_at: expect.any(String),
    });
    const entries = (await admin({ url: `/members/${member.user.id}/point_entries` })).json();
    expect(entries.data).toEqual([
      expect.objectContaining({ point: 3_000, type: "SettingPointUser", balance_after: 3_000, note: "test grant" }),
    ]);
    const sessions = await admin({ url: `/members/${member.user.id}/sessions` });
    expect(sessions.json().data).toEqual([
      expect.objectContaining({ live: true, ended_at: null, last_seen_at: expect.any(String) }),
    ]);
    expect(sessions.body).not.toContain(member.token);
    expect(sessions.body).not.toMatch(/token_hash|tokenHash/);
    expect((await admin({ url: "/members/0190f3d2-0000-7000-8000-000000000000" })).statusCode).toBe(404);
  });
});

describe("suspending a member", () => {
  it("ends their sessions at once, refuses their sign-in until lifted, and records both with the reason", async () => {
    const member = await createMemberWithPoints(t.database.db, 0, { password: goodPassword });
    const suspended = await admin({
      method: "POST",
      url: `/members/${member.user.id}/suspend`,
      payload: { reason: "Many accounts from one phone" },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      suspended_at: expect.any(String),
      suspension_reason: "Many accounts from one phone",
    });
    const ended = await call(t.app, { method: "GET", url: "/profile", token: member.token });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe("account_suspended");
    const sessions = (await admin({ url: `/members/${member.user.id}/sessions` })).json().data;
    expect(sessions).toEqual([expect.objectContaining({ live: false, ended_reason: "suspended" })]);

    const signIn = () =>
      call(t.app, {
        method: "POST",
        url: "/users/sign_in",
        ip: freshIp(),
        payload: { user: { email: member.user.email, password: goodPassword } },
      });
    expect((await signIn()).json().code).toBe("account_suspended");
    const listed = (await admin({ url: "/members?status=suspended" })).json().data;
    expect(listed.map((m: { id: string }) => m.id)).toContain(member.user.id);

    const lifted = await admin({
      method: "POST",
      url: `/members/${member.user.id}/unsuspend`,
      payload: { reason: "Checked with the member" },
    });
    expect(lifted.json().data).toMatchObject({ suspended_at: null, suspension_reason: null });
    expect((await signIn()).statusCode).toBe(200);

    const log = await admin({ url: `/audit_log?target_id=${member.user.id}&sort=at`, token: adminToken });
    expect(
      log
        .json()
        .data.map((entry: { action: string; actor_role: string; after: { reason: string } }) => [
          entry.action,
          entry.actor_role,
          entry.after.reason,
        ]),
    ).toEqual([
      ["member.suspend", "support", "Many accounts from one phone"],
      ["member.unsuspend", "support", "Checked with the member"],
    ]);
  });

  it("wants a reason, never suspends oneself, and leaves staff accounts to admins", async () => {
    const member = await createSignedInUser(t.database.db);
    const noReason = await admin({
      method: "POST",
      url: `/members/${member.user.id}/suspend`,
      payload: { reason: " " },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: "reason", message: "reason: Please give a reason." });

    const self = await admin({ method: "POST", url: `/members/${support.user.id}/suspend`, payload: { reason: "x" } });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("cannot_change_own_account");

    const author = await createSignedInUser(t.database.db, { roles: ["member", "author"] });
    const byStaff = await admin({
      method: "POST",
      url: `/members/${author.user.id}/suspend`,
      payload: { reason: "x" },
    });
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await admin({
      method: "POST",
      url: `/members/${author.user.id}/suspend`,
      payload: { reason: "Left the team" },
      token: adminToken,
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe("PUT /api/admin/members/{id}/roles", () => {
  it("lets an admin make a member an author, recorded; support may not, and nobody changes their own", async () => {
    const member = await createSignedInUser(t.database.db);
    const payload = { roles: ["member", "author"] };
    expect((await admin({ method: "PUT", url: `/members/${member.user.id}/roles`, payload })).statusCode).toBe(403);
    const made = await admin({ method: "PUT", url: `/members/${member.user.id}/roles`, payload, token: adminToken });
    expect(made.json().data.roles).toEqual(["member", "author"]);
    const console = await admin({ url: "/me", token: member.token });
    expect(console.json().data.permissions).toContain("surveys");

    const log = await admin({ url: `/audit_log?action=member.roles&target_id=${member.user.id}`, token: adminToken });
    expect(log.json().data[0]).toMatchObject({ before: { roles: ["member"] }, after: { roles: ["member", "author"] } });

    const me = (await admin({ url: "/me", token: adminToken })).json().data.user_id;
    const own = await admin({ method: "PUT", url: `/members/${me}/roles`, payload, token: adminToken });
    expect(own.statusCode).toBe(409);
    const twice = await admin({
      method: "PUT",
      url: `/members/${member.user.id}/roles`,
      payload: { roles: ["member", "member"] },
      token: adminToken,
    });
    expect(twice.statusCode).toBe(400);
  });
});
