import { createHash, randomBytes } from "node:crypto";
import { errorCodes } from "@rewards/contracts";
import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.js";
import { builtOnce } from "../../db/prepared.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type User, users } from "../users/index.js";
import { type SessionEndReason, sessions } from "./tables.js";

export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const accountSuspendedMessage = "This account is suspended. Please contact support.";

/** A suspended account cannot open a session, and its open ones answer this too. */
export function accountSuspended(statusCode = 403): AppError {
  return new AppError(statusCode, errorCodes.accountSuspended, accountSuspendedMessage);
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Opens a session and returns its token (256 random bits, base64url). One session per user: any
 * other live session ends as "replaced", so its next request hears it was signed in elsewhere.
 * Ending the others and opening this one is one transaction under the user's row lock: parallel
 * sign-ins queue, each ends the one before, and exactly one session stays live; a failure ends
 * nothing.
 */
export async function openSession(
  db: DbOrTx,
  userId: string,
  options: { deviceId?: string | undefined; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const [owner] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (owner?.suspendedAt) throw accountSuspended();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await endUserSessions(tx, userId, "replaced", { now });
    await tx.insert(sessions).values({
      id: newId(),
      userId,
      tokenHash: hashToken(token),
      deviceId: options.deviceId ?? null,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    });
  });
  return token;
}

export type SessionLookup =
  | { kind: "live"; user: User; sessionId: string; lastSeenAt: Date | null }
  | { kind: "ended"; reason: SessionEndReason }
  | { kind: "none" };

/** Every request with a token asks this. */
const sessionLookup = builtOnce((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("session_lookup"),
);

/** What a presented token is: a live session with its user, a session that ended and why, or nothing. */
export async function lookupSession(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return { kind: "none" };
  if (row.session.revokedAt) return { kind: "ended", reason: row.session.revokedReason ?? "signed_out" };
  if (row.user.deletedAt) return { kind: "ended", reason: "unregistered" };
  if (row.user.suspendedAt) return { kind: "ended", reason: "suspended" };
  return { kind: "live", user: row.user, sessionId: row.session.id, lastSeenAt: row.session.lastSeenAt };
}

export async function endSession(db: DbOrTx, sessionId: string, reason: SessionEndReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, or every one but `except`. */
export async function endUserSessions(
  db: DbOrTx,
  userId: string,
  reason: SessionEndReason,
  options: { except?: string; now?: Date } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: options.now ?? new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.except ? ne(sessions.id, options.except) : undefined,
      ),
    );
}

/**
 * Whether two users ever signed in from the same device (the `device_id` sign-in sends): how an
 * invitation from one person to a second account of their own is told apart.
 */
export async function sharedDevice(db: DbOrTx, userId: string, otherUserId: string): Promise<boolean> {
  const mine = alias(sessions, "mine");
  const theirs = alias(sessions, "theirs");
  const [row] = await db
    .select({ id: mine.id })
    .from(mine)
    .innerJoin(theirs, eq(mine.deviceId, theirs.deviceId))
    .where(and(eq(mine.userId, userId), eq(theirs.userId, otherUserId), isNotNull(mine.deviceId)))
    .limit(1);
  return row !== undefined;
}
