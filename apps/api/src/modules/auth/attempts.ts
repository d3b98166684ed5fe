import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { lockDurationMs, lockout } from "./limits.js";
import { signInAttempts } from "./tables.js";

export type AttemptKey = { email: string; source: string };

/**
 * Counts one password attempt for an email from a source, before the password is checked. One
 * statement: it creates the row, starts a new round once a lock has run out, and counts the
 * attempt only while the round has room; parallel attempts queue on the row, so no more than
 * `lockout.attempts` are ever let through. Returns null when allowed, else how long to wait.
 */
export async function reserveAttempt(db: DbOrTx, key: AttemptKey, now = new Date()): Promise<number | null> {
  const t = signInAttempts;
  const expired = sql`${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now.toISOString()}::timestamptz`;
  const [reserved] = await db
    .insert(t)
    .values({ ...key, attempts: 1, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: [t.email, t.source],
      set: {
        attempts: sql`case when ${expired} then 1 else ${t.attempts} + 1 end`,
        lockedUntil: sql`case when ${expired} then null else ${t.lockedUntil} end`,
        lastAttemptAt: now,
      },
      setWhere: sql`(${t.lockedUntil} is null and ${t.attempts} < ${lockout.attempts}) or ${expired}`,
    })
    .returning({ attempts: t.attempts });
  if (reserved) return null;
  const [held] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(and(eq(t.email, key.email), eq(t.source, key.source)));
  // Full but not locked yet: the last attempts of the round are still being checked.
  return Math.max(held?.lockedUntil ? held.lockedUntil.getTime() - now.getTime() : lockout.firstLockMs, 1000);
}

/**
 * A wrong password: once the round is used up, locks the email for this source, for twice as long
 * as the lock before. Only the attempt that finds the round full and unlocked sets the lock.
 */
export async function recordFailure(db: DbOrTx, key: AttemptKey, now = new Date()): Promise<void> {
  const t = signInAttempts;
  const [row] = await db
    .select({ locks: t.locks })
    .from(t)
    .where(and(eq(t.email, key.email), eq(t.source, key.source)));
  if (!row) return;
  await db
    .update(t)
    .set({ lockedUntil: new Date(now.getTime() + lockDurationMs(row.locks)), locks: sql`${t.locks} + 1` })
    .where(
      and(
        eq(t.email, key.email),
        eq(t.source, key.source),
        isNull(t.lockedUntil),
        sql`${t.attempts} >= ${lockout.attempts}`,
      ),
    );
}

/** A successful sign-in (or a password reset) starts the email afresh from this source. */
export async function clearAttempts(db: DbOrTx, key: AttemptKey): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, key.email), eq(signInAttempts.source, key.source)));
}

/** A new password ends every lock on the email, from every source. */
export async function clearAllAttempts(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

/** Rows not touched for a day: their locks are long over (the nightly job). */
export async function pruneAttempts(db: DbOrTx, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.lastAttemptAt, olderThan))
    .returning({ email: signInAttempts.email });
  return removed.length;
}
