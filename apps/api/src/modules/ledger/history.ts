import type { PointHistoryType } from "@rewards/contracts";
import { and, desc, eq, getTableColumns, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { builtOnce } from "../../db/prepared.js";
import { type HistoryEntry, ledgerAccounts, pointEntries } from "./tables.js";

export type HistoryFilter = {
  types?: readonly PointHistoryType[] | undefined;
  since?: Date | undefined;
  /** Only earnings (positive entries). */
  creditsOnly?: boolean;
  offset: number;
  limit: number;
};

/** The entry columns a caller's per-entry figure may read (see `historyPage`'s `causeFigure`). */
export type EntryCause = { causeKind: typeof pointEntries.causeKind; causeId: typeof pointEntries.causeId };

export type HistoryPage<T> = {
  entries: (HistoryEntry & { causeFigure: T | null })[];
  total: number;
  balance: { balanceCents: number; lastChangeAt: Date | null };
};

/**
 * A page of a member's entries, newest first, with the number of entries the filter matches and
 * the member's balance, in one query that starts from the (account, created_at) index. A caller may
 * add a figure per entry read from its cause (a redemption's status, say) to the same query.
 */
export async function historyPage<T = never>(
  db: DbOrTx,
  userId: string,
  filter: HistoryFilter,
  causeFigure?: (cause: EntryCause) => SQL<T | null>,
): Promise<HistoryPage<T>> {
  // A member account's id is the member's: their entries start from the (account, created_at) index.
  const conditions: (SQL | undefined)[] = [eq(pointEntries.accountId, userId)];
  if (filter.types) conditions.push(inArray(pointEntries.historyType, [...filter.types]));
  if (filter.since) conditions.push(gte(pointEntries.createdAt, filter.since));
  if (filter.creditsOnly) conditions.push(gt(pointEntries.amountCents, 0));
  const where = and(...conditions);
  const totals = db
    .select({ total: sql<number>`count(*)::int`.as("total") })
    .from(pointEntries)
    .where(where)
    .as("totals");
  const figure = causeFigure?.({ causeKind: pointEntries.causeKind, causeId: pointEntries.causeId }) ?? sql`null`;
  const page = db
    .select({ ...getTableColumns(pointEntries), causeFigure: sql<T | null>`${figure}`.as("cause_figure") })
    .from(pointEntries)
    .where(where)
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .as("page");
  // The totals' single row carries the balance and whatever the page holds.
  const rows = await db
    .select()
    .from(totals)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, userId))
    .leftJoinLateral(page, sql`true`);
  const balance = rows[0]?.ledger_accounts;
  return {
    entries: rows.flatMap((row) => (row.page ? [{ ...row.page, userId }] : [])),
    total: rows[0]?.totals.total ?? 0,
    balance: { balanceCents: balance?.balanceCents ?? 0, lastChangeAt: balance?.lastChangeAt ?? null },
  };
}

/** One of the member's entries; null when it is not theirs. */
export async function entryOf(db: DbOrTx, userId: string, id: string): Promise<HistoryEntry | null> {
  const [entry] = await db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.id, id), eq(pointEntries.accountId, userId)));
  return entry ? { ...entry, userId } : null;
}

/** The balance and when it last changed (null for a member who never had points). */
export async function balanceState(
  db: DbOrTx,
  userId: string,
): Promise<{ balanceCents: number; lastChangeAt: Date | null }> {
  const [row] = await balanceRead(db).execute({ userId });
  return row ?? { balanceCents: 0, lastChangeAt: null };
}

/** Asked by every home page (the header's balance), so built once. */
const balanceRead = builtOnce((db) =>
  db
    .select({ balanceCents: ledgerAccounts.balanceCents, lastChangeAt: ledgerAccounts.lastChangeAt })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, sql.placeholder("userId")))
    .prepare("ledger_balance_state"),
);

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
