import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

export type LedgerViolation = {
  userId: string;
  /** null when a user has entries but no balance row. */
  balanceCents: number | null;
  entriesTotalCents: number;
  /** Entries whose `balance_after` is not the running total of that user's entries up to them. */
  brokenRunningTotals: number;
};

type ViolationRow = {
  user_id: string;
  balance_cents: number | null;
  entries_total: string | number | bigint;
  broken: string | number | bigint;
};

/**
 * Users for whom the ledger does not add up: a balance other than the sum of their entries, a
 * negative balance, or an entry whose `balance_after` is not the running total. Empty when the
 * ledger is sound; the tests check it after every kind of traffic they generate.
 */
export async function ledgerInvariantViolations(db: DbOrTx): Promise<LedgerViolation[]> {
  const result = await db.execute(sql`
    with running as (
      select user_id, amount_cents, balance_after,
        sum(amount_cents) over (
          partition by user_id order by created_at, id rows between unbounded preceding and current row
        ) as running_total
      from point_entries
    ),
    per_user as (
      select user_id, sum(amount_cents) as total, count(*) filter (where balance_after <> running_total) as broken
      from running
      group by user_id
    )
    select coalesce(b.user_id, p.user_id) as user_id, b.balance_cents,
      coalesce(p.total, 0) as entries_total, coalesce(p.broken, 0) as broken
    from point_balances b
    full join per_user p on p.user_id = b.user_id
    where b.balance_cents is null
      or b.balance_cents < 0
      or b.balance_cents <> coalesce(p.total, 0)
      or coalesce(p.broken, 0) > 0
  `);
  // Sums and counts are bigint, which the drivers hand back as strings or BigInts.
  return (result as unknown as { rows: ViolationRow[] }).rows.map((row) => ({
    userId: row.user_id,
    balanceCents: row.balance_cents,
    entriesTotalCents: Number(row.entries_total),
    brokenRunningTotals: Number(row.broken),
  }));
}
