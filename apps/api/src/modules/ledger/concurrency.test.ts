import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { memberAccount } from "./accounts.js";
import { balanceOf, entriesOf } from "./balances.js";
import { ledgerInvariantViolations } from "./invariants.js";
import {
  type PointPosting,
  postPoints,
  postPointsAlone,
  type Transfer,
  transfer,
  transferAlone,
} from "./post-points.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("the ledger under concurrency (PostgreSQL)", () => {
  const parallel = 50;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /** Gives a member points to spend, from a survey. */
  const fund = (userId: string, amountCents: number) =>
    database.db.transaction((tx) =>
      postPoints(tx, {
        userId,
        amountCents,
        type: "Survey",
        cause: { kind: "survey", id: "funding" },
        idempotencyKey: `funding:${userId}`,
      }),
    );

  /**
   * Both ways a post is sent: inside a transaction of its own (begin, the call, commit), and alone
   * (the call as one statement, a named prepared statement on the pool), each on its own pooled
   * connection, all started at once.
   */
  const ways = [
    {
      how: "each in its own transaction",
      postAll: (postings: PointPosting[]) =>
        Promise.allSettled(postings.map((posting) => database.db.transaction((tx) => postPoints(tx, posting)))),
      transferAll: (movements: Transfer[]) =>
        Promise.allSettled(movements.map((movement) => database.db.transaction((tx) => transfer(tx, movement)))),
    },
    {
      how: "each sent alone",
      postAll: (postings: PointPosting[]) =>
        Promise.allSettled(postings.map((posting) => postPointsAlone(database.db, posting))),
      transferAll: (movements: Transfer[]) =>
        Promise.allSettled(movements.map((movement) => transferAlone(database.db, movement))),
    },
  ];

  it("sends a post alone through the pool, where its call is a named prepared statement", () => {
    // What transferAlone reads; without it every post alone would still be right, only slower.
    expect((database.db as { $client?: unknown }).$client).toBeInstanceOf(pg.Pool);
  });

  describe.each(ways)("$how", ({ postAll, transferAll }) => {
    it(`lets exactly one of ${parallel} parallel spends of the whole balance succeed`, async () => {
      const user = await createTestUser(database.db);
      await fund(user.id, 5_000);

      const outcomes = await postAll(
        Array.from({ length: parallel }, (_, n) => ({
          userId: user.id,
          amountCents: -5_000,
          type: "PointCard" as const,
          cause: { kind: "redeem_request", id: String(n) },
          idempotencyKey: `spend:${randomUUID()}`,
        })),
      );

      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
      expect(refusals).toHaveLength(parallel - 1);
      for (const refusal of refusals) expect(refusal).toMatchObject({ statusCode: 409, code: "not_enough_points" });
      expect(await balanceOf(database.db, user.id)).toBe(0);
      expect(await entriesOf(database.db, user.id, { limit: 100 })).toHaveLength(2);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    });

    it(`pays one cause once when ${parallel} parallel awards share its key; the others replay it`, async () => {
      const user = await createTestUser(database.db);
      const award: PointPosting = {
        userId: user.id,
        amountCents: 300,
        type: "SubMission",
        cause: { kind: "sub_mission", id: randomUUID() },
        idempotencyKey: `sub_mission:${randomUUID()}:${user.id}`,
      };

      const outcomes = await postAll(Array.from({ length: parallel }, () => award));

      const results = outcomes.map((outcome) => {
        if (outcome.status === "rejected") throw outcome.reason;
        return outcome.value;
      });
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
      expect(await balanceOf(database.db, user.id)).toBe(300);
      expect(await entriesOf(database.db, user.id, { limit: 100 })).toHaveLength(1);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    });

    it("keeps every balance equal to its entries under mixed parallel traffic on a few users", async () => {
      const users = await Promise.all(Array.from({ length: 4 }, () => createTestUser(database.db)));
      const postings = Array.from({ length: 200 }, (_, n): PointPosting => {
        const amountCents = n % 3 === 0 ? -250 : 100 + n;
        return {
          userId: users[n % users.length]?.id ?? "",
          amountCents,
          type: amountCents > 0 ? "Attendance" : "PointCard",
          cause: { kind: "mixed", id: String(n) },
          idempotencyKey: `mixed:${randomUUID()}`,
        };
      });
      // Every fifth post retries the one four places earlier, so retries race their originals.
      const outcomes = await postAll(
        postings.map((posting, n) => (n % 5 === 4 ? (postings[n - 4] ?? posting) : posting)),
      );

      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ code: "not_enough_points" });
      }
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    });

    it(`posts one transfer once when ${parallel} parallel replays share its key`, async () => {
      const [a, b] = await Promise.all([createTestUser(database.db), createTestUser(database.db)]);
      await fund(a.id, 1_000);
      const movement: Transfer = {
        from: memberAccount(a.id),
        to: memberAccount(b.id),
        amountCents: 400,
        type: "SettingPointUser",
        cause: { kind: "replay", id: randomUUID() },
        idempotencyKey: `replay:${randomUUID()}`,
      };
      const outcomes = await transferAll(Array.from({ length: parallel }, () => movement));
      const results = outcomes.map((outcome) => {
        if (outcome.status === "rejected") throw outcome.reason;
        return outcome.value;
      });
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(new Set(results.map((result) => result.credit.id)).size).toBe(1);
      expect(await balanceOf(database.db, a.id)).toBe(600);
      expect(await balanceOf(database.db, b.id)).toBe(400);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    });

    it("replays a spend of the whole balance to every parallel post of its key, refusing none", async () => {
      // The posts that waited for the first one's locks find the balance gone: they must replay it.
      const [a, b] = await Promise.all([createTestUser(database.db), createTestUser(database.db)]);
      await fund(a.id, 1_000);
      const movement: Transfer = {
        from: memberAccount(a.id),
        to: memberAccount(b.id),
        amountCents: 1_000,
        type: "SettingPointUser",
        cause: { kind: "whole", id: randomUUID() },
        idempotencyKey: `whole:${randomUUID()}`,
      };
      const outcomes = await transferAll(Array.from({ length: parallel }, () => movement));
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      const results = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(await balanceOf(database.db, a.id)).toBe(0);
      expect(await balanceOf(database.db, b.id)).toBe(1_000);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    });

    it("refuses a key reused for another movement while the key's first post is in flight", async () => {
      const [a, b, c] = await Promise.all([
        createTestUser(database.db),
        createTestUser(database.db),
        createTestUser(database.db),
      ]);
      await fund(a.id, 1_000);
      const key = `reused:${randomUUID()}`;
      const toB: Transfer = {
        from: memberAccount(a.id),
        to: memberAccount(b.id),
        amountCents: 300,
        type: "SettingPointUser",
        cause: { kind: "reused", id: "b" },
        idempotencyKey: key,
      };
      // Another credit account, so the two movements do not even queue on the same rows.
      const toC: Transfer = { ...toB, to: memberAccount(c.id), cause: { kind: "reused", id: "c" } };
      const outcomes = await transferAll(Array.from({ length: parallel }, (_, n) => (n % 2 === 0 ? toB : toC)));
      const posted = outcomes.flatMap((outcome) =>
        outcome.status === "fulfilled" && !outcome.value.replayed ? [outcome.value] : [],
      );
      expect(posted).toHaveLength(1);
      const winner = posted[0]?.credit.accountId === b.id ? toB : toC;
      outcomes.forEach((outcome, n) => {
        const mine = n % 2 === 0 ? toB : toC;
        if (mine === winner) expect(outcome.status).toBe("fulfilled");
        else expect(outcome).toMatchObject({ status: "rejected", reason: { name: "IdempotencyKeyConflict" } });
      });
      expect(await balanceOf(database.db, a.id)).toBe(700);
      expect((await balanceOf(database.db, b.id)) + (await balanceOf(database.db, c.id))).toBe(300);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    });
  });

  it("finishes parallel opposite transfers between two accounts without a deadlock", async () => {
    const [a, b] = await Promise.all([createTestUser(database.db), createTestUser(database.db)]);
    for (const user of [a, b]) {
      await fund(user.id, 10_000);
    }
    // Each transaction moves points both ways, in the two orders, so only a fixed lock order saves it.
    const outcomes = await Promise.allSettled(
      Array.from({ length: parallel }, (_, n) =>
        database.db.transaction(async (tx) => {
          const [from, to] = n % 2 === 0 ? [a, b] : [b, a];
          const movement = (source: string, target: string, step: string): Transfer => ({
            from: memberAccount(source),
            to: memberAccount(target),
            amountCents: 10 + n,
            type: "SettingPointUser",
            cause: { kind: "opposite", id: String(n) },
            idempotencyKey: `opposite:${n}:${step}:${randomUUID()}`,
          });
          await transfer(tx, movement(from.id, to.id, "there"));
          await transfer(tx, movement(to.id, from.id, "back"));
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    expect(await balanceOf(database.db, a.id)).toBe(10_000);
    expect(await balanceOf(database.db, b.id)).toBe(10_000);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
