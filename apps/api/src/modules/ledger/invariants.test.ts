import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { balanceOf, entriesOf } from "./balances.js";
import { ledgerInvariantViolations } from "./invariants.js";
import { IdempotencyKeyConflict, type PointPosting, type PostedPoints, postPoints } from "./post-points.js";
import type { PointEntry } from "./tables.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const usersPerRun = 3;

/** What a client of the ledger may do: post something new, retry an earlier post, or misuse a key. */
type Step =
  | { kind: "post"; user: number; amountCents: number }
  | { kind: "retry"; pick: number }
  | { kind: "reuse-key"; pick: number; amountDelta: number };

const amount = fc.integer({ min: -3_000, max: 3_000 }).filter((cents) => cents !== 0);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant("post"), user: fc.nat(usersPerRun - 1), amountCents: amount }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("retry"), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("reuse-key"),
      pick: fc.nat(),
      amountDelta: fc.integer({ min: 1, max: 9 }),
    }),
  },
) as fc.Arbitrary<Step>;

const post = (posting: PointPosting): Promise<PostedPoints> => database.db.transaction((tx) => postPoints(tx, posting));

/** The ledger as it should be: each user's balance and the entry each key was first posted as. */
class Model {
  balances: number[] = Array(usersPerRun).fill(0);
  attempts: PointPosting[] = [];
  accepted = new Map<string, PointEntry>();

  constructor(readonly userIds: string[]) {}

  posting(user: number, amountCents: number): PointPosting {
    return {
      userId: this.userIds[user] ?? "",
      amountCents,
      type: amountCents > 0 ? "Survey" : "PointCard",
      cause: { kind: "property", id: randomUUID() },
      idempotencyKey: `property:${randomUUID()}`,
    };
  }

  userOf(posting: PointPosting): number {
    return this.userIds.indexOf(posting.userId);
  }
}

/** Posts a key that has no entry yet: accepted exactly when the balance covers it. */
async function postNew(model: Model, posting: PointPosting): Promise<void> {
  const user = model.userOf(posting);
  const covered = (model.balances[user] ?? 0) + posting.amountCents >= 0;
  const outcome = await post(posting).catch((error: unknown) => error);
  if (covered) {
    const expected = (model.balances[user] ?? 0) + posting.amountCents;
    expect(outcome).toMatchObject({ replayed: false, entry: { balanceAfter: expected } });
    model.balances[user] = expected;
    model.accepted.set(posting.idempotencyKey, (outcome as PostedPoints).entry);
  } else {
    expect(outcome).toMatchObject({ statusCode: 409, code: "not_enough_points" });
  }
}

async function apply(model: Model, next: Step): Promise<void> {
  if (next.kind === "post") {
    const posting = model.posting(next.user, next.amountCents);
    model.attempts.push(posting);
    return postNew(model, posting);
  }
  const earlier = model.attempts[next.pick % Math.max(model.attempts.length, 1)];
  if (!earlier) return;
  const first = model.accepted.get(earlier.idempotencyKey);
  if (next.kind === "reuse-key") {
    const misuse = { ...earlier, amountCents: earlier.amountCents + next.amountDelta };
    if (first && misuse.amountCents !== 0) {
      await expect(post(misuse)).rejects.toBeInstanceOf(IdempotencyKeyConflict);
    }
    return;
  }
  // A retry of an accepted post replays it; a retry of a refused one is judged afresh.
  if (first) expect(await post(earlier)).toEqual({ entry: first, replayed: true });
  else await postNew(model, earlier);
}

describe("the ledger's invariants (property)", () => {
  it("keeps balance = sum of entries >= 0 through credits, debits, retries, overdrafts and misused keys", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const users = await Promise.all(Array.from({ length: usersPerRun }, () => createTestUser(database.db)));
        const model = new Model(users.map((user) => user.id));
        for (const next of steps) {
          await apply(model, next);
          // Nothing but an accepted post moves a balance: refusals and replays leave it as it was.
          for (const [index, userId] of model.userIds.entries()) {
            expect(await balanceOf(database.db, userId)).toBe(model.balances[index]);
          }
        }
        for (const [index, userId] of model.userIds.entries()) {
          const entries = await entriesOf(database.db, userId, { limit: 1_000 });
          const accepted = [...model.accepted.values()].filter((entry) => entry.userId === userId);
          expect(entries.map((entry) => entry.id).sort()).toEqual(accepted.map((entry) => entry.id).sort());
          expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(model.balances[index]);
        }
        expect(await ledgerInvariantViolations(database.db)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
