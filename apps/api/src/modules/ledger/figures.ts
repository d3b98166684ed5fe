import { and, eq, getTableName, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { ledgerAccounts, pointEntries } from "./tables.js";

/** Read-only figures of the ledger for the back office; the tables themselves stay inside the module. */

/** A user's balance as a column of another module's query (0 without a balance row), to show and sort by. */
export function balanceColumn(userId: AnyPgColumn): SQL<number> {
  // Both sides spelled with their tables: a single-table query prints its columns bare, and a bare
  // "id" inside the subquery would be the account's, not the member's.
  const member = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<number>`coalesce((select account.balance_cents from ${ledgerAccounts} account
    where account.user_id = ${member}), 0)`.mapWith(Number);
}

/** Every member's balance added up: the points the product owes. */
export async function pointsOutstanding(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, "member"));
  return row?.total ?? 0;
}

export type DayFlow = { issued: number; spent: number; returned: number };

/**
 * Points in and out per day (`YYYY-MM-DD` in `timeZone`). A credit on a cause of `returnCauseKind`
 * (a rejected redemption paying back) is `returned`, not issued; every debit is `spent`.
 */
export async function pointFlowPerDay(
  db: DbOrTx,
  range: { from: Date; to: Date; timeZone: string; returnCauseKind: string },
): Promise<Map<string, DayFlow>> {
  const day = sql<string>`to_char(${pointEntries.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  const isReturn = sql`${pointEntries.causeKind} = ${range.returnCauseKind}`;
  const sum = (condition: SQL) =>
    sql<number>`coalesce(sum(abs(${pointEntries.amountCents})) filter (where ${condition}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      day,
      issued: sum(sql`${pointEntries.amountCents} > 0 and not (${isReturn})`),
      spent: sum(sql`${pointEntries.amountCents} < 0`),
      returned: sum(sql`${pointEntries.amountCents} > 0 and ${isReturn}`),
    })
    .from(pointEntries)
    // The members' side only: the house's counter-entries would count every movement twice.
    .where(
      and(
        gte(pointEntries.createdAt, range.from),
        lt(pointEntries.createdAt, range.to),
        isNotNull(pointEntries.userId),
      ),
    )
    .groupBy(sql`1`); // The first column: the day expression carries a parameter, so it cannot be repeated.
  return new Map(rows.map(({ day: key, ...flow }) => [key, flow]));
}
