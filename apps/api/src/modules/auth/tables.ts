import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/** `credentials_changed`: the phone number was replaced from another session. */
export type SessionEndReason =
  | "signed_out"
  | "replaced"
  | "password_changed"
  | "credentials_changed"
  | "unregistered"
  | "suspended";

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
    /** The start of the last hour the session was used in (see activity.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
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

/**
 * The hours in which each member used the app (a signed-in request), one row per member and hour:
 * the dashboard counts active members per day from it in any time zone.
 */
export const memberActivityHours = pgTable(
  "member_activity_hours",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.hour] }),
    index("member_activity_hours_hour_idx").on(table.hour),
  ],
);

/**
 * Password attempts per email and source address (whether or not the email is registered, so the
 * answer never tells). Each attempt is counted before the password is checked, by one conditional
 * statement, so parallel guesses cannot exceed the limit. Reaching it locks that email for that
 * address only, for longer each time (`locks`): someone elsewhere cannot lock a member out.
 */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    email: text("email").notNull(),
    source: text("source").notNull(),
    attempts: integer("attempts").notNull().default(0),
    locks: integer("locks").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.source] }),
    index("sign_in_attempts_last_attempt_at_idx").on(table.lastAttemptAt),
  ],
);

/**
 * Wrong passwords for an email from every source together, in a one-hour window. Past the limit
 * the email is under pressure (someone is guessing from many addresses): each address then gets
 * one try per round instead of five, which slows the guessing without locking anyone out. Only
 * checked passwords count, not refused attempts, so keeping an email under pressure costs real
 * guesses, each bounded by its own address's backoff.
 */
export const signInPressure = pgTable("sign_in_pressure", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
