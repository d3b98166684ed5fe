import { errorCodes, maxEntryCents, type PointHistoryType } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db, Tx } from "../../db/client.js";
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

function checkTransfer({ from, to, amountCents }: Transfer): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > maxEntryCents) {
    throw new RangeError(`a transfer moves a positive whole number of cents, not ${amountCents}`);
  }
  if (from.id === to.id) throw new RangeError("a transfer needs two different accounts");
}

/** The call's parameters, in `ledger_transfer`'s order (the migration that made accounts defines it). */
function callParameters(movement: Transfer): unknown[] {
  const { from, to } = movement;
  return [
    newId(),
    newId(),
    newId(),
    from.id,
    to.id,
    to.kind,
    to.userId,
    to.ownerRef,
    movement.amountCents,
    movement.type,
    movement.cause.kind,
    movement.cause.id,
    movement.idempotencyKey,
    movement.note ?? null,
  ];
}

const callText = `select * from ledger_transfer(${Array.from({ length: 14 }, (_, n) => `$${n + 1}`).join(", ")})`;
/** The call as drizzle sends it: the same text, the parameters bound in order. */
const callOf = (parameters: unknown[]) =>
  sql`select * from ledger_transfer(${sql.join(
    parameters.map((value) => sql`${value}`),
    sql`, `,
  )})`;

function answerOf(rows: EntryRow[], movement: Transfer): PostedTransfer {
  const { from, to, amountCents, idempotencyKey } = movement;
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
  checkTransfer(movement);
  const result = await tx.execute(callOf(callParameters(movement)));
  return answerOf((result as unknown as { rows: EntryRow[] }).rows, movement);
}

/**
 * A transfer that is the caller's only write: the call is sent alone, without begin and commit
 * around it, since one statement is a transaction of its own and the function does all its work
 * in it. On a PostgreSQL pool the call is a named prepared statement, so each connection parses
 * and plans it once. Refusals and replays as `transfer`. A post that must commit with other
 * writes takes `transfer` inside the caller's transaction instead.
 */
export async function transferAlone(db: Db, movement: Transfer): Promise<PostedTransfer> {
  checkTransfer(movement);
  const parameters = callParameters(movement);
  // drizzle's documented handle on the driver underneath; a transaction or PGlite has no pool.
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<EntryRow>({ name: "ledger_transfer", text: callText, values: parameters });
    return answerOf(result.rows, movement);
  }
  const result = await db.execute(callOf(parameters));
  return answerOf((result as unknown as { rows: EntryRow[] }).rows, movement);
}

function housePosting(posting: PointPosting): Transfer {
  const { userId, amountCents } = posting;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > maxEntryCents) {
    throw new RangeError(`a point movement must be a non-zero whole number of cents, not ${amountCents}`);
  }
  const member = memberAccount(userId);
  const house = grantsAccount(userId);
  const earns = amountCents > 0;
  return {
    from: earns ? house : member,
    to: earns ? member : house,
    amountCents: Math.abs(amountCents),
    type: posting.type,
    cause: posting.cause,
    idempotencyKey: posting.idempotencyKey,
    note: posting.note ?? null,
  };
}

function memberSide(posting: PointPosting, posted: PostedTransfer): PostedPoints {
  const side = posting.amountCents > 0 ? posted.credit : posted.debit;
  return { entry: { ...side, userId: posting.userId }, replayed: posted.replayed };
}

/**
 * A member earns (positive) or spends (negative) points: a transfer between the member's account
 * and the house's `grants` (the member's shard of it), answered with the member's side. Refusals and replays as `transfer`.
 */
export async function postPoints(tx: Tx, posting: PointPosting): Promise<PostedPoints> {
  return memberSide(posting, await transfer(tx, housePosting(posting)));
}

/** `postPoints` as the caller's only write, sent alone as `transferAlone` sends it. */
export async function postPointsAlone(db: Db, posting: PointPosting): Promise<PostedPoints> {
  return memberSide(posting, await transferAlone(db, housePosting(posting)));
}
