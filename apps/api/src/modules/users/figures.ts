import { and, count, gte, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "./tables.js";

/** Live accounts, and how many of them are suspended. */
export async function accountCounts(db: DbOrTx): Promise<{ accounts: number; suspended: number }> {
  const [row] = await db
    .select({ accounts: count(), suspended: count(users.suspendedAt) })
    .from(users)
    .where(isNull(users.deletedAt));
  return { accounts: row?.accounts ?? 0, suspended: row?.suspended ?? 0 };
}

/** Sign-ups on each day of the range, days taken in `timeZone` (`YYYY-MM-DD` → count). */
export async function signUpsPerDay(
  db: DbOrTx,
  range: { from: Date; to: Date; timeZone: string },
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${users.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, signUps: count() })
    .from(users)
    .where(and(gte(users.createdAt, range.from), lt(users.createdAt, range.to)))
    .groupBy(sql`1`); // The first column: the day expression carries a parameter, so it cannot be repeated.
  return new Map(rows.map((row) => [row.day, row.signUps]));
}
