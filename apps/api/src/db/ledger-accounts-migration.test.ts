import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { houseAccounts } from "../modules/ledger/accounts.js";
import { accountBalance, grantsBalance } from "../modules/ledger/balances.js";
import { balanceState, historyPage } from "../modules/ledger/history.js";
import { ledgerInvariantViolations } from "../modules/ledger/invariants.js";
import { postPoints } from "../modules/ledger/post-points.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { migrateDatabase, migrationsFolder } from "./migrate.js";

type Journal = { entries: { tag: string }[] };

const accountsMigration = "20261127041045_ledger_accounts";

/** The migrations folder as the release before ledger accounts shipped it. */
function releaseBeforeAccounts(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal: Journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const index = journal.entries.findIndex((entry) => entry.tag === accountsMigration);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A ledger as the old `postPoints` wrote it (one entry per movement, a balance row per member, a
 * running `balance_after`), shaped like the demo's: welcome bonuses, surveys, attendance, missions,
 * bingo, card and bank redemptions with a credit-back, admin grants and an expiry.
 */
async function writeOldLedger(database: TestDatabase, members: string[]): Promise<void> {
  const types = ["Survey", "Attendance", "SubMission", "Campaign", "Invitation", "SettingPointUser"] as const;
  let clock = Date.parse("2026-10-01T00:00:00Z");
  for (const [m, userId] of members.entries()) {
    await database.db.execute(sql`insert into users (id, email) values (${userId}, ${`old${m}@example.com`})`);
    let balance = 0;
    let lastChange = new Date(clock);
    for (let n = 0; n < 12 + m * 3; n++) {
      clock += 3_600_000 + m * 17_000 + n * 1_000;
      const spend = n % 4 === 3 && balance >= 500;
      const refund = n % 8 === 7 && spend;
      const amount = spend ? -(500 + (n % 3) * 100) : 100 * (1 + ((n * 7 + m) % 9));
      const type = spend ? (n % 2 ? "PointCard" : "Withdraw") : types[(n + m) % types.length];
      balance += amount;
      lastChange = new Date(clock);
      const cause = spend ? "redeem_request" : "survey";
      await database.db.execute(sql`insert into point_entries
        (id, user_id, amount_cents, history_type, cause_kind, cause_id, idempotency_key, balance_after, note, created_at)
        values (gen_random_uuid(), ${userId}, ${amount}, ${type}, ${cause}, ${`${m}-${n}`}, ${`old:${m}:${n}`},
          ${balance}, ${n % 5 === 0 ? "Welcome bonus" : null}, ${lastChange.toISOString()})`);
      if (refund) {
        clock += 60_000;
        balance -= amount;
        lastChange = new Date(clock);
        await database.db.execute(sql`insert into point_entries
          (id, user_id, amount_cents, history_type, cause_kind, cause_id, idempotency_key, balance_after, created_at)
          values (gen_random_uuid(), ${userId}, ${-amount}, 'Withdraw', 'redeem_refund', ${`${m}-${n}`},
            ${`old:${m}:${n}:back`}, ${balance}, ${lastChange.toISOString()})`);
      }
    }
    await database.db.execute(sql`insert into point_balances (user_id, balance_cents, last_change_at, updated_at)
      values (${userId}, ${balance}, ${lastChange.toISOString()}, ${lastChange.toISOString()})`);
  }
}

/** What a member sees of their points: the balance, when it last changed and the whole history. */
async function whatMembersSee(database: TestDatabase, members: string[]) {
  const seen = [];
  for (const userId of members) {
    const page = await historyPage(database.db, userId, { offset: 0, limit: 1_000 });
    const state = await balanceState(database.db, userId);
    seen.push({
      state: { balanceCents: state.balanceCents, lastChangeAt: state.lastChangeAt?.toISOString() },
      total: page.total,
      history: page.entries.map((entry) => ({
        id: entry.id,
        userId: entry.userId,
        amountCents: entry.amountCents,
        historyType: entry.historyType,
        causeKind: entry.causeKind,
        causeId: entry.causeId,
        balanceAfter: entry.balanceAfter,
        note: entry.note,
        createdAt: entry.createdAt.toISOString(),
      })),
    });
  }
  return seen;
}

async function oldView(database: TestDatabase, members: string[]) {
  const seen = [];
  for (const userId of members) {
    const [balance] = rowsOf<{ balance_cents: number; last_change_at: Date | string }>(
      await database.db.execute(
        sql`select balance_cents, last_change_at from point_balances where user_id = ${userId}`,
      ),
    );
    const history = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select id, user_id, amount_cents, history_type, cause_kind, cause_id, balance_after,
        note, created_at from point_entries where user_id = ${userId} order by created_at desc, id desc`),
    );
    seen.push({
      state: {
        balanceCents: Number(balance?.balance_cents),
        lastChangeAt: new Date(balance?.last_change_at ?? 0).toISOString(),
      },
      total: history.length,
      history: history.map((row) => ({
        id: row.id,
        userId: row.user_id,
        amountCents: Number(row.amount_cents),
        historyType: row.history_type,
        causeKind: row.cause_kind,
        causeId: row.cause_id,
        balanceAfter: Number(row.balance_after),
        note: row.note,
        createdAt: new Date(row.created_at as string).toISOString(),
      })),
    });
  }
  return seen;
}

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
});

describe("the migration to ledger accounts", () => {
  it("keeps every balance and history as members see them, and balances the house against them", async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateDatabase(database, releaseBeforeAccounts());
    // Random ids, so the members fall in different shards of the house's grants.
    const members = Array.from({ length: 6 }, () => crypto.randomUUID());
    await writeOldLedger(database, members);
    const before = await oldView(database, members);

    await migrateDatabase(database);

    expect(await whatMembersSee(database, members)).toEqual(before);
    const owed = before.reduce((sum, member) => sum + Number(member.state.balanceCents), 0);
    expect(owed).toBeGreaterThan(0);
    expect(await grantsBalance(database.db)).toBe(-owed);
    expect(await accountBalance(database.db, houseAccounts.fees.id)).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);

    // An old key still names its movement: posting it again replays the migrated entry (the member's
    // migrated transfers are with the same grants shard that postPoints picks for them now).
    for (const [m, userId] of members.entries()) {
      const first = before[m]?.history.at(-1);
      const replay = await database.db.transaction((tx) =>
        postPoints(tx, {
          userId,
          amountCents: Number(first?.amountCents),
          type: first?.historyType as "Survey",
          cause: { kind: String(first?.causeKind), id: String(first?.causeId) },
          idempotencyKey: `old:${m}:0`,
        }),
      );
      expect(replay).toMatchObject({ replayed: true, entry: { id: first?.id } });
    }
  });
});
