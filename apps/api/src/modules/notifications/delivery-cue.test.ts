import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentScope, runInScope } from "../../lib/request-scope.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser, createTestUser } from "../../test/factories.js";
import { notifications, notify } from "./index.js";

describe("the delivery cue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("belongs to the request that notified, never to a neighbour running at the same time", async () => {
    const member = await createTestUser(t.database.db);
    const quiet = { requestId: "quiet", deliveryDue: false };
    const noisy = { requestId: "noisy", deliveryDue: false };
    await Promise.all([
      runInScope(quiet, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(currentScope()?.requestId).toBe("quiet");
      }),
      runInScope(noisy, () =>
        t.database.db.transaction((tx) => notify(tx, member.id, "points_received", { cause: randomUUID() })),
      ),
    ]);
    expect(noisy.deliveryDue).toBe(true);
    expect(quiet.deliveryDue).toBe(false);
  });

  it("delivers what a request notified by the time its answer is sent", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const member = await createTestUser(t.database.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/point_grants",
      headers: { token: admin.token },
      payload: { user_id: member.id, point: 500, reason: "Goodwill" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(rows.map((row) => [row.kind, row.delivery])).toEqual([["points_received", "done"]]);
  });
});
