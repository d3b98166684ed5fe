import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { escrowAccount, houseAccounts } from "./accounts.js";
import { accountBalance, balanceOf } from "./balances.js";
import { holdInEscrow, refundEscrow, releaseEscrow } from "./escrow.js";
import { ledgerInvariantViolations } from "./invariants.js";
import { NotEnoughPoints, postPoints } from "./post-points.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const applicationsPerRun = 4;
const stepsPerRun = 50;
const runs = 20; // 1,000 operations in all

type Operation = "hold" | "release" | "refund";
type Step = { operation: Operation; application: number };

const step: fc.Arbitrary<Step> = fc.record({
  operation: fc.constantFrom<Operation>("hold", "release", "refund"),
  application: fc.nat(applicationsPerRun - 1),
});

type Application = { id: string; client: string; worker: string; workerCents: number; feeCents: number };

/** Where the model says each application's money is: not held yet, in escrow, paid, or back with the client. */
type Stage = "open" | "held" | "released" | "refunded";

describe("escrow (property)", () => {
  it("keeps every invariant and never moves a cent twice through random holds, releases, refunds and replays", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: stepsPerRun, maxLength: stepsPerRun }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: applicationsPerRun, maxLength: applicationsPerRun }),
        async (steps, prices) => {
          const [clientA, clientB, workerA, workerB] = await Promise.all(
            Array.from({ length: 4 }, () => createTestUser(database.db)),
          );
          if (!clientA || !clientB || !workerA || !workerB) throw new Error("no users");
          // The clients can pay for some of the work, not all of it, so some holds are refused.
          const funding = 6_000;
          for (const client of [clientA, clientB]) {
            await database.db.transaction((tx) =>
              postPoints(tx, {
                userId: client.id,
                amountCents: funding,
                type: "SettingPointUser",
                cause: { kind: "test", id: client.id },
                idempotencyKey: `fund:${client.id}`,
              }),
            );
          }
          const applications: Application[] = prices.map((price, n) => ({
            id: crypto.randomUUID(),
            client: (n % 2 === 0 ? clientA : clientB).id,
            worker: (n % 2 === 0 ? workerA : workerB).id,
            feeCents: Math.floor(price / 10),
            workerCents: price - Math.floor(price / 10),
          }));
          const stages: Stage[] = applications.map(() => "open");
          const balances = new Map<string, number>([
            [clientA.id, funding],
            [clientB.id, funding],
            [workerA.id, 0],
            [workerB.id, 0],
          ]);
          let fees = await accountBalance(database.db, houseAccounts.fees.id);
          const add = (userId: string, cents: number) => balances.set(userId, (balances.get(userId) ?? 0) + cents);

          for (const { operation, application: index } of steps) {
            const application = applications[index] as Application;
            const price = application.workerCents + application.feeCents;
            const stage = stages[index] as Stage;
            const outcome = await database.db
              .transaction(async (tx) => {
                if (operation === "hold") {
                  return (
                    await holdInEscrow(tx, {
                      applicationId: application.id,
                      clientUserId: application.client,
                      amountCents: price,
                    })
                  ).replayed;
                }
                if (operation === "release") {
                  return (
                    await releaseEscrow(tx, {
                      applicationId: application.id,
                      workerUserId: application.worker,
                      workerCents: application.workerCents,
                      feeCents: application.feeCents,
                    })
                  ).worker.replayed;
                }
                return (
                  await refundEscrow(tx, {
                    applicationId: application.id,
                    clientUserId: application.client,
                    amountCents: price,
                  })
                ).replayed;
              })
              .catch((error: unknown) => error);

            if (operation === "hold") {
              if (stage === "open") {
                if ((balances.get(application.client) ?? 0) >= price) {
                  expect(outcome).toBe(false);
                  add(application.client, -price);
                  stages[index] = "held";
                } else {
                  expect(outcome).toBeInstanceOf(NotEnoughPoints);
                }
              } else {
                // The hold's key was used: a second hold replays it, whatever happened since.
                expect(outcome).toBe(true);
              }
            } else if (operation === "release") {
              if (stage === "held") {
                expect(outcome).toBe(false);
                add(application.worker, application.workerCents);
                fees += application.feeCents;
                stages[index] = "released";
              } else if (stage === "released") {
                expect(outcome).toBe(true);
              } else {
                expect(outcome).toBeInstanceOf(NotEnoughPoints);
              }
            } else if (stage === "held") {
              expect(outcome).toBe(false);
              add(application.client, price);
              stages[index] = "refunded";
            } else if (stage === "refunded") {
              expect(outcome).toBe(true);
            } else {
              expect(outcome).toBeInstanceOf(NotEnoughPoints);
            }

            for (const [userId, cents] of balances) expect(await balanceOf(database.db, userId)).toBe(cents);
            expect(await accountBalance(database.db, houseAccounts.fees.id)).toBe(fees);
            for (const [n, each] of applications.entries()) {
              const held = stages[n] === "held" ? each.workerCents + each.feeCents : 0;
              expect(await accountBalance(database.db, escrowAccount(each.id).id)).toBe(held);
            }
          }
          expect(await ledgerInvariantViolations(database.db)).toEqual([]);
        },
      ),
      { numRuns: runs },
    );
  });
});
