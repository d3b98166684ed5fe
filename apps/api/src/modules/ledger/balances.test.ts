import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { balanceOf, entriesOf } from "./balances.js";
import { postPoints } from "./post-points.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("balances and entries", () => {
  it("reads 0 points and no entries for a user who never had any", async () => {
    const user = await createTestUser(database.db);
    expect(await balanceOf(database.db, user.id)).toBe(0);
    expect(await entriesOf(database.db, user.id, { limit: 5 })).toEqual([]);
  });

  it("pages through one user's entries newest first, without skipping entries of one instant", async () => {
    const user = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    // Seven entries in one go, and another user's entry that must never show up in these pages.
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= 7; n++) {
        await postPoints(tx, {
          userId: user.id,
          amountCents: n,
          type: "Attendance",
          cause: { kind: "check_in", id: String(n) },
          idempotencyKey: `paging:${user.id}:${n}`,
        });
      }
      await postPoints(tx, {
        userId: other.id,
        amountCents: 99,
        type: "Attendance",
        cause: { kind: "check_in", id: "other" },
        idempotencyKey: `paging:${other.id}`,
      });
    });

    const seen: number[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await entriesOf(database.db, user.id, { limit: 3, ...(before ? { before } : {}) });
      if (page.length === 0) break;
      seen.push(...page.map((entry) => entry.amountCents));
      before = page.at(-1)?.id;
    }
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await balanceOf(database.db, user.id)).toBe(28);
  });
});
