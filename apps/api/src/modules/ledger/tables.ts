import { pointHistoryTypes } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

export const pointHistoryType = pgEnum("point_history_type", pointHistoryTypes);

/**
 * Who an account belongs to. `member`: a member's points (its id is the member's id). `escrow`:
 * points a client put aside for one job application until the work is paid or refunded. `house`:
 * the product's own accounts, `grants` (the source of every point the house gives and the sink of
 * every redemption) and `fees`. `shop` is kept for shops' stars and stock.
 */
export const ledgerAccountKinds = ["member", "escrow", "house", "shop"] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export const ledgerAccountKind = pgEnum("ledger_account_kind", ledgerAccountKinds);

/** The balance of everything that can hold points. Changed only by `ledger_transfer` (see post-points.ts). */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey(),
    kind: ledgerAccountKind("kind").notNull(),
    /** The member of a `member` account; users are never hard-deleted, so the key never blocks anything. */
    userId: uuid("user_id")
      .unique()
      .references(() => users.id),
    /** Who or what else owns it: the application of an escrow, the name of a house account, a store. */
    ownerRef: text("owner_ref"),
    /** 64 bits: the house account is the sum of every member's, with the sign turned. */
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull().default(0),
    /** Points expire two years after this (ARCHITECTURE.md section 4). */
    lastChangeAt: timestamp("last_change_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("ledger_accounts_owner_unique").on(table.kind, table.ownerRef),
    // Only the house may owe: every point it gives makes it more negative.
    check("ledger_accounts_balance_covered", sql`${table.kind} = 'house' or ${table.balanceCents} >= 0`),
    check(
      "ledger_accounts_member_owner",
      sql`(${table.kind} = 'member') = (${table.userId} is not null) and (${table.kind} <> 'member' or ${table.id} = ${table.userId})`,
    ),
    check("ledger_accounts_other_owner", sql`${table.kind} = 'member' or ${table.ownerRef} is not null`),
  ],
);

/**
 * One movement of points from one account to another, written once and never changed. Its two
 * entries (below) carry each side's balance after it.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: uuid("id").primaryKey(),
    debitAccountId: uuid("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** The spec's history type, as the member's side of the transfer reads it. */
    historyType: pointHistoryType("history_type").notNull(),
    /** What caused the movement (a survey, a redeem request, an admin): kind and id. */
    causeKind: text("cause_kind").notNull(),
    causeId: text("cause_id").notNull(),
    /** One transfer per key, ever: this is what makes a second award for the same cause impossible. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("ledger_transfers_amount_positive", sql`${table.amountCents} > 0`),
    check("ledger_transfers_two_accounts", sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

/**
 * Append-only: each transfer's two sides, one row per account it touched, never updated or
 * deleted. A member's history is their account's entries (a member account's id is the member's),
 * read from the (account, created_at) index. `user_id` marks a member's side: it is always the
 * account's own id, which the account row ties to the user, so it needs no foreign key of its own
 * (one fewer key check and row lock on `users` per post; docs/ARCHITECTURE.md, Points ledger).
 */
export const pointEntries = pgTable(
  "point_entries",
  {
    id: uuid("id").primaryKey(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: uuid("user_id"),
    /** Signed: credits are positive, debits negative. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    historyType: pointHistoryType("history_type").notNull(),
    causeKind: text("cause_kind").notNull(),
    causeId: text("cause_id").notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("point_entries_account_created_idx").on(table.accountId, table.createdAt.desc()),
    index("point_entries_transfer_idx").on(table.transferId),
    // Finds a member's entries of a cause (a redeem request's debit and credit-back); the house's
    // sides are never looked up by cause, so they stay out of it.
    index("point_entries_member_cause_idx").on(table.causeKind, table.causeId).where(sql`${table.userId} is not null`),
    check("point_entries_member_account", sql`${table.userId} is null or ${table.userId} = ${table.accountId}`),
    check("point_entries_amount_nonzero", sql`${table.amountCents} <> 0`),
    check("point_entries_member_balance_nonnegative", sql`${table.userId} is null or ${table.balanceAfter} >= 0`),
  ],
);

/** Either side of a transfer, any account's. */
export type LedgerEntry = typeof pointEntries.$inferSelect;
/** A member's side of a transfer, as their history shows it. */
export type HistoryEntry = Omit<LedgerEntry, "userId"> & { userId: string };
/** A member's side with the key its transfer was posted under. */
export type PointEntry = HistoryEntry & { idempotencyKey: string };
export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
