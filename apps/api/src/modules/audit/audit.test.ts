import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { type AuditActor, recordAudit } from "./record.js";
import { auditEntries } from "./tables.js";

/** A one-question survey: enough for a write the audit log records. */
const surveyDefinition = () => ({
  title: { en: "Audited survey" },
  reward: 100,
  estimated_minutes: 1,
  starts_at: new Date(Date.now() - 60_000).toISOString(),
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  response_limit: 10,
  questions: [{ kind: "free_text", title: { en: "Anything to add?" } }],
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let author: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
  author = await createSignedInUser(t.database.db, { roles: ["member", "author"] });
});
afterAll(() => t.close());

const entriesFor = (targetId: string) =>
  t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, targetId));

function auditLog(query = "", token = admin.token, timeZone?: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/admin/audit_log${query}`,
    headers: { token, ...(timeZone ? { timezone: timeZone } : {}) },
  });
}

describe("the audit log", () => {
  it("records a write with who, under which role, the target before and after, and the request id", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/surveys",
      headers: { token: author.token, "x-request-id": "req-audit-1" },
      payload: surveyDefinition(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const published = await t.app.inject({
      method: "POST",
      url: `/api/admin/surveys/${id}/publish`,
      headers: { token: author.token },
    });
    expect(published.statusCode).toBe(200);

    const listed = await auditLog(`?target_kind=survey&target_id=${id}&sort=at`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { data, meta } = listed.json();
    expect(meta).toMatchObject({ total: 2, page: 1 });
    expect(data.map((entry: { action: string }) => entry.action)).toEqual(["survey.create", "survey.publish"]);
    expect(data[0]).toMatchObject({
      actor_id: author.user.id,
      actor_email: author.user.email,
      actor_role: "author",
      target_kind: "survey",
      target_id: id,
      before: null,
      after: { id, status: "draft" },
      request_id: "req-audit-1",
    });
    expect(data[1]).toMatchObject({ before: { status: "draft" }, after: { status: "published" } });
  });

  it("records nothing for a write that fails", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/surveys",
      headers: { token: admin.token },
      payload: surveyDefinition(),
    });
    const id = created.json().data.id as string;
    const closing = await t.app.inject({
      method: "POST",
      url: `/api/admin/surveys/${id}/close`,
      headers: { token: admin.token },
    });
    expect(closing.statusCode).toBe(409);
    expect((await entriesFor(id)).map((row) => row.action)).toEqual(["survey.create"]);
  });

  it("is written in the write's transaction: rolled back with it, committed with it", async () => {
    const actor: AuditActor = { userId: admin.user.id, role: "admin", requestId: null };
    const target = { kind: "member" as const, id: "rolled-back" };
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: "member.suspend", target, after: { reason: "x" } });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await entriesFor("rolled-back")).toEqual([]);

    await t.database.db.transaction((tx) =>
      recordAudit(tx, actor, { action: "member.suspend", target: { kind: "member" as const, id: "kept" } }),
    );
    expect(await entriesFor("kept")).toHaveLength(1);
  });

  it("is append-only: the database refuses to change, delete or truncate an entry", async () => {
    const actor: AuditActor = { userId: admin.user.id, role: "admin", requestId: null };
    await t.database.db.transaction((tx) =>
      recordAudit(tx, actor, { action: "member.roles", target: { kind: "member" as const, id: "immutable" } }),
    );
    const attempts = [
      sql`update audit_entries set action = 'member.unsuspend' where target_id = 'immutable'`,
      sql`delete from audit_entries where target_id = 'immutable'`,
      sql`truncate audit_entries`,
    ];
    for (const statement of attempts) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    const [row] = await entriesFor("immutable");
    expect(row).toMatchObject({ action: "member.roles" });
  });

  it("filters by actor email, action and days in the caller's time zone, and pages", async () => {
    const mine = await auditLog(`?actor=${encodeURIComponent(author.user.email.slice(0, 12))}`);
    expect(mine.json().data.every((entry: { actor_id: string }) => entry.actor_id === author.user.id)).toBe(true);
    expect(mine.json().data.length).toBeGreaterThan(0);

    const publishes = await auditLog("?action=survey.publish");
    expect(publishes.json().data.every((entry: { action: string }) => entry.action === "survey.publish")).toBe(true);

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Jakarta" });
    const inJakarta = await auditLog(`?from=${today}&to=${today}`, admin.token, "Asia/Jakarta");
    expect(inJakarta.json().meta.total).toBeGreaterThan(0);
    const longAgo = await auditLog("?from=2020-01-01&to=2020-01-31");
    expect(longAgo.json().meta.total).toBe(0);

    const firstPage = await auditLog("?limit=1");
    expect(firstPage.json().data).toHaveLength(1);
    expect(firstPage.json().meta.total_pages).toBe(firstPage.json().meta.total);
    const secondPage = await auditLog("?limit=1&page=2");
    expect(secondPage.json().data[0].id).not.toBe(firstPage.json().data[0].id);
  });

  it("names a bad filter and is for admins only", async () => {
    const backwards = await auditLog("?from=2026-02-01&to=2026-01-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: "validation_failed", field: "from" });
    expect((await auditLog("?action=member.delete")).statusCode).toBe(400);
    expect((await auditLog("", author.token)).statusCode).toBe(403);
  });
});
