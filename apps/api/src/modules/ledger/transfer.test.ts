import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createTestUser } from "../../test/factories.js";
import { escrowAccount, grantsAccount, houseAccounts, memberAccount } from "./accounts.js";
import { accountBalance, balanceOf, grantsBalance } from "./balances.js";
import { holdInEscrow, refundEscrow, releaseEscrow } from "./escrow.js";
import { ledgerInvariantViolations } from "./invariants.js";
import { IdempotencyKeyConflict, NotEnoughPoints, postPoints, type Transfer, transfer } from "./post-points.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const move = (movement: Transfer) => database.db.transaction((tx) => transfer(tx, movement));
const grant = (userId: string, amountCents: number) =>
  database.db.transaction((tx) =>
    postPoints(tx, {
      userId,
      amountCents,
      type: "SettingPointUser",
      cause: { kind: "test", id: userId },
      idempotencyKey: `grant:${randomUUID()}`,
    }),
  );
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("transfers between accounts", () => {
  it("takes what the house gives from its grants account, which alone goes below zero, and sums to zero", async () => {
    const member = await createTestUser(database.db);
    const shard = grantsAccount(member.id);
    const [before, shardBefore] = [await grantsBalance(database.db), await accountBalance(database.db, shard.id)];
    const { entry } = await grant(member.id, 1_500);
    expect(entry).toMatchObject({
      userId: member.id,
      amountCents: 1_500,
      balanceAfter: 1_500,
      historyType: "SettingPointUser",
    });
    expect(await grantsBalance(database.db)).toBe(before - 1_500);
    expect(await accountBalance(database.db, shard.id)).toBe(shardBefore - 1_500);
    // The house's side of the same transfer: the counter-entry with the house's balance after it.
    const [house] = rowsOf<{ amount_cents: unknown; balance_after: unknown; user_id: string | null }>(
      await database.db.execute(
        sql`select amount_cents, balance_after, user_id from point_entries where transfer_id = ${entry.transferId} and account_id = ${shard.id}`,
      ),
    );
    expect(house && [Number(house.amount_cents), Number(house.balance_after), house.user_id]).toEqual([
      -1_500,
      shardBefore - 1_500,
      null,
    ]);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("holds balances past 2^31 cents where many entries add up", async () => {
    const [a, b] = [await createTestUser(database.db), await createTestUser(database.db)];
    const before = await grantsBalance(database.db);
    await grant(a.id, 2_000_000_000);
    await grant(b.id, 2_000_000_000);
    expect(await grantsBalance(database.db)).toBe(before - 4_000_000_000);
    await move({
      from: memberAccount(a.id),
      to: memberAccount(b.id),
      amountCents: 2_000_000_000,
      type: "SettingPointUser",
      cause: { kind: "test", id: "big" },
      idempotencyKey: `big:${randomUUID()}`,
    });
    expect(await balanceOf(database.db, b.id)).toBe(4_000_000_000);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("refuses what the account does not cover, names the shortfall and writes nothing, not even the account", async () => {
    const client = await createTestUser(database.db);
    await grant(client.id, 700);
    const applicationId = randomUUID();
    const refusal = await database.db
      .transaction((tx) => holdInEscrow(tx, { applicationId, clientUserId: client.id, amountCents: 1_000 }))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NotEnoughPoints);
    expect(refusal).toMatchObject({ statusCode: 409, code: "not_enough_points", shortfallCents: 300 });
    const accounts = rowsOf(
      await database.db.execute(sql`select id from ledger_accounts where id = ${escrowAccount(applicationId).id}`),
    );
    expect(accounts).toEqual([]);
    expect(await balanceOf(database.db, client.id)).toBe(700);
  });

  it("pays a worker from escrow with the fee to the house in one transaction, and refuses a refund after", async () => {
    const [client, worker] = [await createTestUser(database.db), await createTestUser(database.db)];
    await grant(client.id, 20_000);
    const feesBefore = await accountBalance(database.db, houseAccounts.fees.id);
    const applicationId = randomUUID();
    await database.db.transaction((tx) =>
      holdInEscrow(tx, { applicationId, clientUserId: client.id, amountCents: 15_000 }),
    );
    expect(await balanceOf(database.db, client.id)).toBe(5_000);
    expect(await accountBalance(database.db, escrowAccount(applicationId).id)).toBe(15_000);

    const paid = await database.db.transaction((tx) =>
      releaseEscrow(tx, { applicationId, workerUserId: worker.id, workerCents: 13_500, feeCents: 1_500 }),
    );
    expect(paid.worker.credit).toMatchObject({
      userId: worker.id,
      amountCents: 13_500,
      historyType: "PaymentFlashJob",
    });
    expect(await balanceOf(database.db, worker.id)).toBe(13_500);
    expect(await accountBalance(database.db, houseAccounts.fees.id)).toBe(feesBefore + 1_500);
    expect(await accountBalance(database.db, escrowAccount(applicationId).id)).toBe(0);

    await expect(
      database.db.transaction((tx) =>
        refundEscrow(tx, { applicationId, clientUserId: client.id, amountCents: 15_000 }),
      ),
    ).rejects.toBeInstanceOf(NotEnoughPoints);
    // A retried release replays; it pays nothing more.
    const again = await database.db.transaction((tx) =>
      releaseEscrow(tx, { applicationId, workerUserId: worker.id, workerCents: 13_500, feeCents: 1_500 }),
    );
    expect(again.worker.replayed).toBe(true);
    expect(again.fee?.replayed).toBe(true);
    expect(await balanceOf(database.db, worker.id)).toBe(13_500);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("refuses a key reused for another movement, and two different accounts on the two sides", async () => {
    const member = await createTestUser(database.db);
    await grant(member.id, 100);
    const key = `reuse:${randomUUID()}`;
    const movement: Transfer = {
      from: memberAccount(member.id),
      to: houseAccounts.fees,
      amountCents: 10,
      type: "SettingPoint",
      cause: { kind: "test", id: "reuse" },
      idempotencyKey: key,
    };
    await move(movement);
    await expect(move({ ...movement, amountCents: 11 })).rejects.toBeInstanceOf(IdempotencyKeyConflict);
    await expect(move({ ...movement, to: grantsAccount(member.id) })).rejects.toBeInstanceOf(IdempotencyKeyConflict);
    await expect(move({ ...movement, to: movement.from, idempotencyKey: `self:${randomUUID()}` })).rejects.toThrow(
      RangeError,
    );
    expect(await balanceOf(database.db, member.id)).toBe(90);
  });
});
