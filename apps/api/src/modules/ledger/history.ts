import type { PointHistoryType } from "@rewards/contracts";
import { and, count, desc, eq, gt, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type PointEntry, pointBalances, pointEntries } from "./tables.js";

export type HistoryFilter = {
  types?: readonly PointHistoryType[] | undefined;
  since?: Date | undefined;
  /** Only earnings (positive entries). */
  creditsOnly?: boolean;
  offset: number;
  limit: number;
};

/**
 * A page of a member's entries, newest first, with the number of entries the filter matches.
 * Both queries start from the (user, created_at) index.
 */
export async function historyPage(
  db: DbOrTx,
  userId: string,
  filter: HistoryFilter,
): Promise<{ entries: PointEntry[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(pointEntries.userId, userId)];
  if (filter.types) conditions.push(inArray(pointEntries.historyType, [...filter.types]));
  if (filter.since) conditions.push(gte(pointEntries.createdAt, filter.since));
  if (filter.creditsOnly) conditions.push(gt(pointEntries.amountCents, 0));
  const where = and(...conditions);
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(pointEntries)
      .where(where)
      .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(pointEntries).where(where),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

/** One of the member's entries; null when it is not theirs. */
export async function entryOf(db: DbOrTx, userId: string, id: string): Promise<PointEntry | null> {
  const [entry] = await db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.id, id), eq(pointEntries.userId, userId)));
  return entry ?? null;
}

/** The balance and when it last changed (null for a member who never had points). */
export async function balanceState(
  db: DbOrTx,
  userId: string,
): Promise<{ balanceCents: number; lastChangeAt: Date | null }> {
  const [row] = await db
    .select({ balanceCents: pointBalances.balanceCents, lastChangeAt: pointBalances.lastChangeAt })
    .from(pointBalances)
    .where(eq(pointBalances.userId, userId));
  return row ?? { balanceCents: 0, lastChangeAt: null };
}

/** The entry that debited each cause (a redeem request), for linking a request to its history entry. */
export async function debitEntryIds(db: DbOrTx, userId: string, causeKind: string, causeIds: string[]) {
  if (causeIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: pointEntries.id, causeId: pointEntries.causeId })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.causeKind, causeKind),
        inArray(pointEntries.causeId, causeIds),
        eq(pointEntries.userId, userId),
        lt(pointEntries.amountCents, 0),
      ),
    );
  return new Map(rows.map((row) => [row.causeId, row.id]));
}
