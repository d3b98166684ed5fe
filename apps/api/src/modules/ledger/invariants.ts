import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

/**
 * What can be wrong with the ledger:
 * - `account`: a balance other than the sum of its entries, a member or escrow balance below
 *   zero, or entries whose `balance_after` is not the running total of the account's entries;
 * - `transfer`: a transfer without exactly two entries that move its amount from its debit
 *   account to its credit account;
 * - `sum`: the balances of all accounts, the house's included, do not add up to zero (points
 *   were made or lost rather than moved).
 */
export type LedgerViolation =
  | {
      kind: "account";
      accountId: string;
      balanceCents: number | null;
      entriesTotalCents: number;
      brokenRunningTotals: number;
    }
  | { kind: "transfer"; transferId: string }
  | { kind: "sum"; totalCents: number };

type AccountRow = { account_id: string; balance_cents: unknown; entries_total: unknown; broken: unknown };

// Sums and counts are bigint, which the drivers hand back as strings or BigInts.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Everything in the ledger that does not add up; empty when it is sound. The tests check it after
 * every kind of traffic they generate.
 */
export async function ledgerInvariantViolations(db: DbOrTx): Promise<LedgerViolation[]> {
  const accounts = rowsOf<AccountRow>(
    await db.execute(sql`
      with running as (
        select account_id, amount_cents, balance_after,
          sum(amount_cents) over (
            partition by account_id order by created_at, id rows between unbounded preceding and current row
          ) as running_total
        from point_entries
      ),
      per_account as (
        select account_id, sum(amount_cents) as total,
          count(*) filter (where balance_after <> running_total) as broken
        from running
        group by account_id
      )
      select coalesce(a.id, p.account_id) as account_id, a.balance_cents,
        coalesce(p.total, 0) as entries_total, coalesce(p.broken, 0) as broken
      from ledger_accounts a
      full join per_account p on p.account_id = a.id
      where a.balance_cents is null
        or (a.kind <> 'house' and a.balance_cents < 0)
        or a.balance_cents <> coalesce(p.total, 0)
        or coalesce(p.broken, 0) > 0
    `),
  );
  const transfers = rowsOf<{ id: string }>(
    await db.execute(sql`
      select t.id from ledger_transfers t
      left join point_entries e on e.transfer_id = t.id
      group by t.id, t.debit_account_id, t.credit_account_id, t.amount_cents
      having count(e.id) <> 2
        or coalesce(sum(e.amount_cents), 1) <> 0
        or count(*) filter (where e.account_id = t.debit_account_id and e.amount_cents = -t.amount_cents) <> 1
        or count(*) filter (where e.account_id = t.credit_account_id and e.amount_cents = t.amount_cents) <> 1
      union all
      select e.transfer_id from point_entries e left join ledger_transfers t on t.id = e.transfer_id
      where t.id is null
    `),
  );
  const [sum] = rowsOf<{ total: unknown }>(
    await db.execute(sql`select coalesce(sum(balance_cents), 0) as total from ledger_accounts`),
  );
  const totalCents = Number(sum?.total ?? 0);
  return [
    ...accounts.map((row) => ({
      kind: "account" as const,
      accountId: row.account_id,
      balanceCents: row.balance_cents === null ? null : Number(row.balance_cents),
      entriesTotalCents: Number(row.entries_total),
      brokenRunningTotals: Number(row.broken),
    })),
    ...transfers.map((row) => ({ kind: "transfer" as const, transferId: row.id })),
    ...(totalCents === 0 ? [] : [{ kind: "sum" as const, totalCents }]),
  ];
}
