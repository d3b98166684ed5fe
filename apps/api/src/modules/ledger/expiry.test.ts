import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { balanceOf, entriesOf } from "./balances.js";
import { expireStalePoints, expiryOf } from "./expiry.js";
import { ledgerInvariantViolations } from "./invariants.js";
import { postPoints } from "./post-points.js";
import { ledgerAccounts } from "./tables.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function memberWith(cents: number, lastChangeAt: Date) {
  const user = await createTestUser(database.db);
  await database.db.transaction((tx) =>
    postPoints(tx, {
      userId: user.id,
      amountCents: cents,
      type: "Survey",
      cause: { kind: "survey", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    }),
  );
  await database.db.update(ledgerAccounts).set({ lastChangeAt }).where(eq(ledgerAccounts.userId, user.id));
  return user;
}

const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000);

describe("points expiry", () => {
  it("is two years after the last change", () => {
    expect(expiryOf(new Date("2026-02-10T08:00:00Z")).toISOString()).toBe("2028-02-10T08:00:00.000Z");
  });

  it("expires balances untouched for two years, once, however often the job runs", async () => {
    const now = new Date();
    const stale = await memberWith(1_234, daysAgo(2 * 366, now));
    const fresh = await memberWith(900, daysAgo(700, now));

    const runs = await Promise.all([expireStalePoints(database.db, now), expireStalePoints(database.db, now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await expireStalePoints(database.db, now)).toBe(0);

    expect(await balanceOf(database.db, stale.id)).toBe(0);
    expect(await balanceOf(database.db, fresh.id)).toBe(900);
    const entries = await entriesOf(database.db, stale.id, { limit: 5 });
    expect(entries.filter((entry) => entry.causeKind === "expiry")).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: -1_234, historyType: "SettingPoint", note: "Points expired" });
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("restarts the two years for a member who earns again after an expiry", async () => {
    const now = new Date();
    const member = await memberWith(500, daysAgo(800, now));
    await expireStalePoints(database.db, now);
    await database.db.transaction((tx) =>
      postPoints(tx, {
        userId: member.id,
        amountCents: 300,
        type: "Survey",
        cause: { kind: "survey", id: randomUUID() },
        idempotencyKey: `test:${randomUUID()}`,
      }),
    );
    expect(await expireStalePoints(database.db, now)).toBe(0);
    expect(await balanceOf(database.db, member.id)).toBe(300);
  });
});
