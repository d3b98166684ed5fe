import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * `step_up`: a code to the current email proving it is the member (social-only accounts have no
 * password). `email_change`: a code to a new address, bound to it, proving the member reads it.
 */
export const codePurposes = [
  "email_confirm",
  "password_reset",
  "phone_confirm",
  "withdraw",
  "step_up",
  "email_change",
] as const;
export type CodePurpose = (typeof codePurposes)[number];
export const codePurpose = pgEnum("code_purpose", codePurposes);

/**
 * A six-digit code sent by email or SMS. Only a keyed hash is kept; a code is single-use, lives
 * ten minutes and dies after five wrong tries. `subject` binds it to what it confirms (the phone
 * number, a redeem request), so a code sent for one thing cannot confirm another.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: codePurpose("purpose").notNull(),
    subject: text("subject").notNull(),
    codeHash: text("code_hash").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("one_time_codes_user_purpose_idx").on(table.userId, table.purpose, table.createdAt)],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
