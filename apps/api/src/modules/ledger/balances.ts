import { and, desc, eq, getTableColumns, like, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { ledgerAccounts, ledgerTransfers, type PointEntry, pointEntries } from "./tables.js";

/** A user's points in cents; 0 for a user who has never had any. */
export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row?.balanceCents ?? 0;
}

export type EntryPage = {
  limit: number;
  /** The id of the last entry already seen: the page continues with the entries older than it. */
  before?: string;
};

/** A user's entries, newest first. Entries of one instant are ordered by id, so pages never skip or repeat. */
export async function entriesOf(db: DbOrTx, userId: string, page: EntryPage): Promise<PointEntry[]> {
  const older = page.before
    ? sql`(${pointEntries.createdAt}, ${pointEntries.id}) < (
        select ${pointEntries.createdAt}, ${pointEntries.id} from ${pointEntries}
        where ${pointEntries.id} = ${page.before} and ${pointEntries.accountId} = ${userId})`
    : undefined;
  const rows = await db
    .select({ ...getTableColumns(pointEntries), idempotencyKey: ledgerTransfers.idempotencyKey })
    .from(pointEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, pointEntries.transferId))
    .where(and(eq(pointEntries.accountId, userId), older))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(page.limit);
  // A member account's id is the member's, so the filter on it makes every row theirs.
  return rows.map((row) => ({ ...row, userId }));
}

/** Any account's balance in cents (an escrow, a house account); 0 for one that never held points. */
export async function accountBalance(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balanceCents ?? 0;
}

/** What the house has given, less what came back: the sum of the `grants` shards (negative). */
export async function grantsBalance(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "house"), like(ledgerAccounts.ownerRef, "grants:%")));
  return row?.total ?? 0;
}
