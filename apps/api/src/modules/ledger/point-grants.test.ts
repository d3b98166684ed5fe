import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser, createTestUser } from "../../test/factories.js";
import { balanceOf, entriesOf } from "./balances.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

type Grant = { token?: string; payload: object; key?: string };

function grant({ token, payload, key }: Grant) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/point_grants",
    payload,
    headers: { ...(token ? { token } : {}), ...(key ? { "idempotency-key": key } : {}) },
  });
}

describe("POST /api/admin/point_grants", () => {
  it("lets an admin credit a member, recorded as SettingPointUser with the reason", async () => {
    const member = await createTestUser(t.database.db);
    const response = await grant({
      token: adminToken,
      payload: { user_id: member.id, point: 1_500, reason: "Goodwill for a lost survey reward" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ entry_id: expect.any(String), user_id: member.id, point: 1_500, balance: 1_500 });

    const [entry] = await entriesOf(t.database.db, member.id, { limit: 5 });
    expect(entry).toMatchObject({
      id: data.entry_id,
      historyType: "SettingPointUser",
      note: "Goodwill for a lost survey reward",
    });
    expect(await balanceOf(t.database.db, member.id)).toBe(1_500);
  });

  it("debits with a negative amount, never below zero, and records each adjustment in the audit log", async () => {
    const member = await createTestUser(t.database.db);
    await grant({ token: adminToken, payload: { user_id: member.id, point: 1_000, reason: "Goodwill" } });
    const debit = await grant({
      token: adminToken,
      payload: { user_id: member.id, point: -400, reason: "Duplicate reward" },
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json().data).toMatchObject({ point: -400, balance: 600 });

    const overdraft = await grant({
      token: adminToken,
      payload: { user_id: member.id, point: -601, reason: "Too much" },
    });
    expect(overdraft.statusCode).toBe(409);
    expect(overdraft.json().code).toBe("not_enough_points");
    expect(await balanceOf(t.database.db, member.id)).toBe(600);

    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit_log?action=points.adjust&target_id=${member.id}&sort=at`,
      headers: { token: adminToken },
    });
    expect(log.json().data.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after])).toEqual([
      [{ balance: 0 }, { balance: 1_000, point: 1_000, reason: "Goodwill", entry_id: expect.any(String) }],
      [{ balance: 1_000 }, { balance: 600, point: -400, reason: "Duplicate reward", entry_id: expect.any(String) }],
    ]);
  });

  it("answers a retry with the same Idempotency-Key with the same entry, and credits once", async () => {
    const member = await createTestUser(t.database.db);
    const request = { token: adminToken, key: randomUUID(), payload: { user_id: member.id, point: 700, reason: "x" } };
    const first = await grant(request);
    const retry = await grant(request);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(t.database.db, member.id)).toBe(700);

    const withoutKey = { ...request, key: undefined };
    await grant(withoutKey);
    await grant(withoutKey);
    expect(await balanceOf(t.database.db, member.id)).toBe(2_100);
  });

  it("refuses a key reused for a different grant", async () => {
    const member = await createTestUser(t.database.db);
    const key = randomUUID();
    await grant({ token: adminToken, key, payload: { user_id: member.id, point: 100, reason: "first" } });
    const reused = await grant({
      token: adminToken,
      key,
      payload: { user_id: member.id, point: 200, reason: "first" },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("idempotency_key_reused");
    expect(await balanceOf(t.database.db, member.id)).toBe(100);
  });

  it("is for admins only: 401 without a session, 403 for a member", async () => {
    const member = await createSignedInUser(t.database.db);
    const payload = { user_id: member.user.id, point: 100, reason: "self-service" };
    const anonymous = await grant({ payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("unauthorized");
    const forbidden = await grant({ token: member.token, payload });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: false, code: "forbidden" });
    expect((await grant({ token: member.token, payload: {} })).statusCode).toBe(403);
    for (const roles of [
      ["member", "support"],
      ["member", "author"],
    ] as const) {
      const staff = await createSignedInUser(t.database.db, { roles: [...roles] });
      expect((await grant({ token: staff.token, payload })).statusCode, roles.join()).toBe(403);
    }
    expect(await balanceOf(t.database.db, member.user.id)).toBe(0);
  });

  it("names the field of a bad body", async () => {
    const member = await createTestUser(t.database.db);
    const good = { user_id: member.id, point: 100, reason: "ok" };
    const cases: [object, string][] = [
      [{ ...good, point: 0 }, "point"],
      [{ ...good, point: -2_147_483_648 }, "point"],
      [{ ...good, point: 1.5 }, "point"],
      [{ ...good, point: "100" }, "point"],
      [{ ...good, reason: "" }, "reason"],
      [{ ...good, reason: "r".repeat(201) }, "reason"],
      [{ ...good, user_id: "42" }, "user_id"],
    ];
    for (const [payload, field] of cases) {
      const response = await grant({ token: adminToken, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_failed", field });
    }
    expect(await balanceOf(t.database.db, member.id)).toBe(0);
  });

  it("answers 404 for a user who does not exist", async () => {
    const response = await grant({
      token: adminToken,
      payload: { user_id: randomUUID(), point: 100, reason: "ghost" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });
});
