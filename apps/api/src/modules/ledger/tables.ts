import { pointHistoryTypes } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

export const pointHistoryType = pgEnum("point_history_type", pointHistoryTypes);

/**
 * Append-only: one row per movement of points, never updated or deleted. Users are never
 * hard-deleted (unregistering anonymizes the row), so the plain foreign key never blocks anything.
 */
export const pointEntries = pgTable(
  "point_entries",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Signed: credits are positive, debits negative. */
    amountCents: integer("amount_cents").notNull(),
    historyType: pointHistoryType("history_type").notNull(),
    /** What caused the movement (a survey, a redeem request, an admin): kind and id. */
    causeKind: text("cause_kind").notNull(),
    causeId: text("cause_id").notNull(),
    /** One entry per key, ever: this is what makes a second award for the same cause impossible. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    balanceAfter: integer("balance_after").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("point_entries_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Finds the entries of a cause (a redeem request's debit and credit-back).
    index("point_entries_cause_idx").on(table.causeKind, table.causeId),
    check("point_entries_amount_nonzero", sql`${table.amountCents} <> 0`),
    check("point_entries_balance_after_nonnegative", sql`${table.balanceAfter} >= 0`),
  ],
);

/** The running balance per user, changed only together with an entry, in the same transaction. */
export const pointBalances = pgTable(
  "point_balances",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    balanceCents: integer("balance_cents").notNull(),
    /** Points expire two years after this (ARCHITECTURE.md section 4). */
    lastChangeAt: timestamp("last_change_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("point_balances_balance_nonnegative", sql`${table.balanceCents} >= 0`)],
);

export type PointEntry = typeof pointEntries.$inferSelect;
