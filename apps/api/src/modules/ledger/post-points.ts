import { errorCodes, maxEntryCents, type PointHistoryType } from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type PointEntry, pointBalances, pointEntries } from "./tables.js";

export type PointPosting = {
  userId: string;
  /** Signed integer cents: positive earns, negative spends. */
  amountCents: number;
  type: PointHistoryType;
  cause: { kind: string; id: string };
  /** Names this movement for good: posting the same key again replays the first entry. */
  idempotencyKey: string;
  note?: string | null;
};

export type PostedPoints = { entry: PointEntry; replayed: boolean };

/**
 * A key reused for a different movement. That is a bug in the caller (two causes sharing a key),
 * never something a member did, so it is not an AppError; routes that take a key from a client
 * translate it.
 */
export class IdempotencyKeyConflict extends Error {
  override name = "IdempotencyKeyConflict";

  constructor(readonly idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was already used for a different point movement`);
  }
}

function assertAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > maxEntryCents) {
    throw new RangeError(`a point movement must be a non-zero whole number of cents, not ${amountCents}`);
  }
}

function samePosting(entry: PointEntry, posting: PointPosting): boolean {
  return (
    entry.userId === posting.userId &&
    entry.amountCents === posting.amountCents &&
    entry.historyType === posting.type &&
    entry.causeKind === posting.cause.kind &&
    entry.causeId === posting.cause.id
  );
}

/**
 * The one way points move. Runs inside the caller's transaction, so the entry and the balance
 * commit or roll back with whatever the caller did (the survey answer, the redeem request).
 *
 * Posting a key that already has an entry returns that entry and changes nothing. A debit the
 * balance does not cover is refused with 409 `not_enough_points` and writes nothing.
 */
export async function postPoints(tx: Tx, posting: PointPosting): Promise<PostedPoints> {
  assertAmount(posting.amountCents);
  const { userId, amountCents, idempotencyKey } = posting;

  // Concurrent posts of one key wait here for the first to commit or roll back. Read committed
  // gives the next statement a fresh snapshot, so a waiter then sees the entry and replays it
  // instead of failing on the unique key.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 0))`);
  const [existing] = await tx.select().from(pointEntries).where(eq(pointEntries.idempotencyKey, idempotencyKey));
  if (existing) {
    if (!samePosting(existing, posting)) throw new IdempotencyKeyConflict(idempotencyKey);
    return { entry: existing, replayed: true };
  }

  // Only a credit can need a new balance row: a debit against no row could never be covered,
  // and skipping the insert keeps a refused debit from writing anything at all.
  if (amountCents > 0) {
    await tx.insert(pointBalances).values({ userId, balanceCents: 0 }).onConflictDoNothing();
  }
  // The condition is what makes an overdraft impossible: concurrent debits queue on the row lock
  // and each re-checks the balance the previous one left.
  const [balance] = await tx
    .update(pointBalances)
    .set({
      balanceCents: sql`${pointBalances.balanceCents} + ${amountCents}`,
      lastChangeAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(pointBalances.userId, userId), sql`${pointBalances.balanceCents} + ${amountCents} >= 0`))
    .returning({ balanceCents: pointBalances.balanceCents });
  if (!balance) throw new AppError(409, errorCodes.notEnoughPoints, "You do not have enough points.");

  const [entry] = await tx
    .insert(pointEntries)
    .values({
      id: newId(),
      userId,
      amountCents,
      historyType: posting.type,
      causeKind: posting.cause.kind,
      causeId: posting.cause.id,
      idempotencyKey,
      balanceAfter: balance.balanceCents,
      note: posting.note ?? null,
      // Taken while holding the balance row's lock, so one user's entries sort in the order their
      // balances were computed and `balance_after` reads as a running total.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  if (!entry) throw new Error("insert returned no point entry");
  return { entry, replayed: false };
}
