import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { balanceOf, entriesOf } from "./balances.js";
import { ledgerInvariantViolations } from "./invariants.js";
import { IdempotencyKeyConflict, type PointPosting, postPoints, postPointsAlone } from "./post-points.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function posting(userId: string, amountCents: number, overrides: Partial<PointPosting> = {}): PointPosting {
  return {
    userId,
    amountCents,
    type: amountCents > 0 ? "Survey" : "PointCard",
    cause: { kind: "survey", id: randomUUID() },
    idempotencyKey: `test:${randomUUID()}`,
    ...overrides,
  };
}

const post = (entry: PointPosting) => database.db.transaction((tx) => postPoints(tx, entry));

describe("postPoints", () => {
  it("credits and debits, recording the balance after each entry", async () => {
    const user = await createTestUser(database.db);
    const credit = await post(posting(user.id, 1_000, { note: "Survey reward" }));
    const debit = await post(posting(user.id, -400));
    expect(credit).toMatchObject({ replayed: false, entry: { amountCents: 1_000, balanceAfter: 1_000 } });
    expect(credit.entry.note).toBe("Survey reward");
    expect(debit).toMatchObject({ replayed: false, entry: { amountCents: -400, balanceAfter: 600 } });
    expect(await balanceOf(database.db, user.id)).toBe(600);
  });

  it("replays a second post of the same key without changing anything", async () => {
    const user = await createTestUser(database.db);
    const first = posting(user.id, 250);
    const original = await post(first);
    const again = await post({ ...first, note: "a retry may carry a different note" });
    expect(again).toEqual({ entry: original.entry, replayed: true });
    expect(await balanceOf(database.db, user.id)).toBe(250);
    expect(await entriesOf(database.db, user.id, { limit: 10 })).toHaveLength(1);
  });

  it("refuses the same key for another user, amount, type or cause", async () => {
    const user = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    const first = posting(user.id, 300);
    await post(first);
    for (const changed of [
      { userId: other.id },
      { amountCents: 301 },
      { type: "Campaign" as const },
      { cause: { kind: "survey", id: "another" } },
    ]) {
      await expect(post({ ...first, ...changed })).rejects.toBeInstanceOf(IdempotencyKeyConflict);
    }
    expect(await balanceOf(database.db, user.id)).toBe(300);
    expect(await balanceOf(database.db, other.id)).toBe(0);
  });

  it("refuses an overdraft with not_enough_points and writes nothing", async () => {
    const user = await createTestUser(database.db);
    await post(posting(user.id, 100));
    const refused = await post(posting(user.id, -101)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 409, code: "not_enough_points" });
    expect(await balanceOf(database.db, user.id)).toBe(100);
    expect(await entriesOf(database.db, user.id, { limit: 10 })).toHaveLength(1);
  });

  it("writes nothing for a refused debit even when the caller catches the refusal and commits", async () => {
    const user = await createTestUser(database.db);
    await database.db.transaction(async (tx) => {
      await expect(postPoints(tx, posting(user.id, -1))).rejects.toMatchObject({ code: "not_enough_points" });
    });
    expect(await entriesOf(database.db, user.id, { limit: 10 })).toEqual([]);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("takes only non-zero whole cents that fit an entry", async () => {
    const user = await createTestUser(database.db);
    for (const amountCents of [0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, -(2 ** 53)]) {
      await expect(post(posting(user.id, amountCents))).rejects.toBeInstanceOf(RangeError);
    }
    expect(await balanceOf(database.db, user.id)).toBe(0);
  });

  it("rolls back with the caller's transaction when something later in it fails", async () => {
    const user = await createTestUser(database.db);
    await post(posting(user.id, 500));
    const later = new Error("the survey answer could not be saved");
    await expect(
      database.db.transaction(async (tx) => {
        await postPoints(tx, posting(user.id, 200));
        await postPoints(tx, posting(user.id, -700));
        throw later;
      }),
    ).rejects.toBe(later);
    expect(await balanceOf(database.db, user.id)).toBe(500);
    expect(await entriesOf(database.db, user.id, { limit: 10 })).toHaveLength(1);

    const newcomer = await createTestUser(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await postPoints(tx, posting(newcomer.id, 50));
        throw later;
      }),
    ).rejects.toBe(later);
    expect(await balanceOf(database.db, newcomer.id)).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});

describe("postPointsAlone (the call as one statement, no transaction around it)", () => {
  const alone = (entry: PointPosting) => postPointsAlone(database.db, entry);

  it("credits, debits, replays and refuses as postPoints does", async () => {
    const user = await createTestUser(database.db);
    const first = posting(user.id, 1_000);
    const credit = await alone(first);
    expect(credit).toMatchObject({ replayed: false, entry: { amountCents: 1_000, balanceAfter: 1_000 } });
    // Both ways of sending answer the same first transfer for its key.
    expect(await post(first)).toEqual({ entry: credit.entry, replayed: true });
    expect(await alone(first)).toEqual({ entry: credit.entry, replayed: true });
    await expect(alone({ ...first, amountCents: 999 })).rejects.toBeInstanceOf(IdempotencyKeyConflict);
    expect(await alone(posting(user.id, -400))).toMatchObject({ entry: { amountCents: -400, balanceAfter: 600 } });
    await expect(alone(posting(user.id, -601))).rejects.toMatchObject({ statusCode: 409, code: "not_enough_points" });
    await expect(alone(posting(user.id, 0))).rejects.toBeInstanceOf(RangeError);
    expect(await balanceOf(database.db, user.id)).toBe(600);
    expect(await entriesOf(database.db, user.id, { limit: 10 })).toHaveLength(2);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("takes part in a caller's transaction when handed one, and rolls back with it", async () => {
    const user = await createTestUser(database.db);
    const later = new Error("the survey answer could not be saved");
    await expect(
      database.db.transaction(async (tx) => {
        await postPointsAlone(tx, posting(user.id, 200));
        throw later;
      }),
    ).rejects.toBe(later);
    expect(await balanceOf(database.db, user.id)).toBe(0);
  });
});
