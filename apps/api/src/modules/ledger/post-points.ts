import { errorCodes, maxEntryCents, type PointHistoryType } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { countLedgerPost } from "../../metrics/index.js";
import { type AccountRef, grantsAccount, memberAccount } from "./accounts.js";
import type { LedgerEntry, PointEntry } from "./tables.js";

export type Transfer = {
  /** The account the points leave. */
  from: AccountRef;
  /** The account the points reach. */
  to: AccountRef;
  /** Positive integer cents. */
  amountCents: number;
  /** The spec's history type, as the member's side reads it. */
  type: PointHistoryType;
  cause: { kind: string; id: string };
  /** Names this movement for good: the same key again replays the first transfer. */
  idempotencyKey: string;
  note?: string | null;
};

/** Both sides of a transfer, with the key it was posted under. */
export type PostedEntry = LedgerEntry & { idempotencyKey: string };
export type PostedTransfer = { debit: PostedEntry; credit: PostedEntry; replayed: boolean };

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

/** The account the points would leave holds less than the transfer: 409 `not_enough_points`, nothing written. */
export class NotEnoughPoints extends AppError {
  constructor(
    readonly accountId: string,
    readonly shortfallCents: number,
  ) {
    super(409, errorCodes.notEnoughPoints, "You do not have enough points.");
  }
}

type EntryRow = {
  outcome: "posted" | "replayed" | "refused" | "conflict";
  id: string;
  transfer_id: string;
  account_id: string;
  user_id: string | null;
  amount_cents: string | number | bigint;
  history_type: PointHistoryType;
  cause_kind: string;
  cause_id: string;
  balance_after: string | number | bigint;
  note: string | null;
  created_at: Date | string;
};

function entryOfRow(row: EntryRow, idempotencyKey: string): PostedEntry {
  // bigint columns come back as strings (node-postgres) or BigInts (PGlite); they are within 2^53.
  return {
    id: row.id,
    transferId: row.transfer_id,
    accountId: row.account_id,
    userId: row.user_id,
    amountCents: Number(row.amount_cents),
    historyType: row.history_type,
    causeKind: row.cause_kind,
    causeId: row.cause_id,
    balanceAfter: Number(row.balance_after),
    note: row.note,
    createdAt: new Date(row.created_at),
    idempotencyKey,
  };
}

/**
 * The one way points move: from one account to another, inside the caller's transaction, so the
 * transfer commits or rolls back with whatever the caller did. One call of `ledger_transfer` (the
 * migration that made accounts defines it) does all of it in one round trip: the key's lock and
 * look-up, both accounts locked in id order, the covered check, both balances, the transfer and
 * its two entries.
 *
 * The same key again returns the first transfer's entries and changes nothing; the same key for
 * another movement throws `IdempotencyKeyConflict`. A debit the account does not cover (every kind
 * but the house's) throws `NotEnoughPoints` and writes nothing.
 */
export async function transfer(tx: Tx, movement: Transfer): Promise<PostedTransfer> {
  const { from, to, amountCents, idempotencyKey } = movement;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > maxEntryCents) {
    throw new RangeError(`a transfer moves a positive whole number of cents, not ${amountCents}`);
  }
  if (from.id === to.id) throw new RangeError("a transfer needs two different accounts");
  const result = await tx.execute(sql`select * from ledger_transfer(
    ${newId()}, ${newId()}, ${newId()}, ${from.id}, ${to.id},
    ${to.kind}, ${to.userId}, ${to.ownerRef},
    ${amountCents}, ${movement.type}, ${movement.cause.kind}, ${movement.cause.id},
    ${idempotencyKey}, ${movement.note ?? null})`);
  const rows = (result as unknown as { rows: EntryRow[] }).rows;
  const outcome = rows[0]?.outcome;
  if (outcome === "conflict") throw new IdempotencyKeyConflict(idempotencyKey);
  if (outcome === "refused") {
    throw new NotEnoughPoints(from.id, amountCents - Number(rows[0]?.balance_after ?? 0));
  }
  const debit = rows.find((row) => row.account_id === from.id);
  const credit = rows.find((row) => row.account_id === to.id);
  if (!debit || !credit) throw new Error(`ledger_transfer answered ${rows.length} rows for ${idempotencyKey}`);
  // Counted when posted, so a caller's transaction that rolls back afterwards still counts.
  if (outcome === "posted") countLedgerPost();
  return {
    debit: entryOfRow(debit, idempotencyKey),
    credit: entryOfRow(credit, idempotencyKey),
    replayed: outcome === "replayed",
  };
}

/**
 * A member earns (positive) or spends (negative) points: a transfer between the member's account
 * and the house's `grants` (the member's shard of it), answered with the member's side. Refusals and replays as `transfer`.
 */
export async function postPoints(tx: Tx, posting: PointPosting): Promise<PostedPoints> {
  const { userId, amountCents } = posting;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > maxEntryCents) {
    throw new RangeError(`a point movement must be a non-zero whole number of cents, not ${amountCents}`);
  }
  const member = memberAccount(userId);
  const house = grantsAccount(userId);
  const earns = amountCents > 0;
  const posted = await transfer(tx, {
    from: earns ? house : member,
    to: earns ? member : house,
    amountCents: Math.abs(amountCents),
    type: posting.type,
    cause: posting.cause,
    idempotencyKey: posting.idempotencyKey,
    note: posting.note ?? null,
  });
  const side = earns ? posted.credit : posted.debit;
  return { entry: { ...side, userId }, replayed: posted.replayed };
}
