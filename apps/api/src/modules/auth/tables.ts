import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

export type SessionEndReason = "signed_out" | "replaced" | "password_changed" | "unregistered";

/** A signed-in device. The token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it ended: its requests answer 401 with the matching code ("replaced" = signed in elsewhere). */
    revokedReason: text("revoked_reason").$type<SessionEndReason>(),
    deviceId: text("device_id"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;

/** Which provider account belongs to which user: a verified provider subject signs that user in. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"google" | "apple" | "facebook">().notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("social_identities_provider_subject_key").on(table.provider, table.subject),
    index("social_identities_user_id_idx").on(table.userId),
  ],
);
