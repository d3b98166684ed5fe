import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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

/**
 * A sign-up with an email that already has an account: answered exactly like a new account (a
 * token, the new account's data, the email code screen), but nothing is created and the owner is
 * told instead (`sign-up.ts`). One per email; a later sign-up replaces its password and session.
 * Kept like an unconfirmed account is, so its password keeps signing in to it the same way.
 */
export const pendingSignUps = pgTable("pending_sign_ups", {
  /** The user id the answers show, as the account would have had. */
  id: uuid("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** The account as a new one would have been (the rehearsed insert), without its password. */
  account: jsonb("account").$type<Record<string, unknown>>().notNull(),
  /** When its email code would last have gone out: resends are paced from it as real ones are. */
  codeSentAt: timestamp("code_sent_at", { withTimezone: true }).notNull(),
  /** When the owner was last told someone tried: at most once a day. */
  noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PendingSignUp = typeof pendingSignUps.$inferSelect;

/** The sessions of a pending sign-up, as `sessions` are for accounts: one live at a time. */
export const pendingSignUpSessions = pgTable(
  "pending_sign_up_sessions",
  {
    id: uuid("id").primaryKey(),
    pendingSignUpId: uuid("pending_sign_up_id")
      .notNull()
      .references(() => pendingSignUps.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason").$type<"signed_out" | "replaced">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pending_sign_up_sessions_pending_sign_up_id_idx").on(table.pendingSignUpId),
    index("pending_sign_up_sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * The job service's token (`GET {product}_authentication`), exchanged for a live session: it is
 * good only on the job service's routes and only while that session lives. Only its SHA-256 is kept.
 */
export const jobTokens = pgTable(
  "job_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** flashjob or flashbuzz: which profile type the member chose in the find-job menu. */
    product: text("product").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("job_tokens_session_id_idx").on(table.sessionId)],
);
