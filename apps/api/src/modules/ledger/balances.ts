import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type PointEntry, pointBalances, pointEntries } from "./tables.js";

/** A user's points in cents; 0 for a user who has never had any. */
export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: pointBalances.balanceCents })
    .from(pointBalances)
    .where(eq(pointBalances.userId, userId));
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
        where ${pointEntries.id} = ${page.before} and ${pointEntries.userId} = ${userId})`
    : undefined;
  return db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), older))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(page.limit);
}
