import { codeRules, redeemRates } from "@rewards/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { givePoints } from "../../test/points.js";
import { issueCode } from "../codes/index.js";
import { balanceOf, ledgerInvariantViolations } from "../ledger/index.js";
import type { User } from "../users/index.js";
import { moveRedeemRequest, type RedeemAction } from "./admin.js";
import { confirmWithdraw } from "./bank-transfer.js";
import { withdrawChallenges } from "./tables.js";

let database: TestDatabase;
let admin: User;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { roles: ["member", "admin"] });
});
afterAll(() => database.drop());

const funding = 5_000;
const minimum = redeemRates.indo.minimumCents;

/** What happens to a member's points: a transfer is asked for, or the back office acts on one. */
type Step = { kind: "transfer"; cents: number } | { kind: "act"; pick: number; action: RedeemAction };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("transfer" as const), cents: fc.integer({ min: minimum, max: 3_000 }) }),
  fc.record({
    kind: fc.constant("act" as const),
    pick: fc.nat(),
    action: fc.constantFrom<RedeemAction>("approve", "paid", "reject"),
  }),
);

/** A confirmed transfer the way the routes make one, with the texted code read straight from its issue. */
async function transfer(user: User, cents: number) {
  const id = newId();
  await database.db.insert(withdrawChallenges).values({
    id,
    userId: user.id,
    pointCents: cents,
    currency: "IDR",
    transferAmount: cents * 130,
    fee: 2_500,
    bankName: "Bank",
    accountName: "Member",
    accountNumber: "12345678",
    expiresAt: new Date(Date.now() + codeRules.lifetimeMinutes * 60_000),
  });
  const { code } = await issueCode(database.db, { userId: user.id, purpose: "withdraw", subject: id });
  return confirmWithdraw(database.db, user, { request_id: id, otp: code }, undefined);
}

describe("redemption keeps the ledger whole (property)", () => {
  it("leaves balance = funding - requests not rejected, never negative, whatever the order of events", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        const user = await createTestUser(database.db);
        await givePoints(database.db, user.id, funding);
        const requests: { id: string; cents: number; status: string }[] = [];
        for (const next of steps) {
          if (next.kind === "transfer") {
            const outstanding = requests.filter((r) => r.status !== "rejected").reduce((sum, r) => sum + r.cents, 0);
            try {
              const done = await transfer(user, next.cents);
              requests.push({ id: done.request.id, cents: next.cents, status: "requested" });
              expect(outstanding + next.cents).toBeLessThanOrEqual(funding);
            } catch (error) {
              expect(error).toBeInstanceOf(AppError);
              expect((error as AppError).code).toBe("not_enough_points");
              expect(outstanding + next.cents).toBeGreaterThan(funding);
            }
          } else if (requests.length > 0) {
            const request = requests[next.pick % requests.length];
            if (!request) continue;
            try {
              const actor = { userId: admin.id, role: "admin" as const, requestId: null };
              const moved = await moveRedeemRequest(database.db, actor, {
                id: request.id,
                action: next.action,
                reason: "r",
              });
              request.status = moved.status;
            } catch (error) {
              expect((error as AppError).code).toBe("redeem_state_conflict");
            }
          }
          const expected =
            funding - requests.filter((r) => r.status !== "rejected").reduce((sum, r) => sum + r.cents, 0);
          expect(await balanceOf(database.db, user.id)).toBe(expected);
        }
        expect(await ledgerInvariantViolations(database.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
