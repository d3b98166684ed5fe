import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { lockDurationMs, lockout } from "./limits.js";
import { signInAttempts, signInPressure } from "./tables.js";

export type AttemptKey = { email: string; source: string };

/**
 * How many attempts an address gets per round on this email: fewer while the email is under
 * pressure (`lockout`), that is, while wrong passwords from every address together are many.
 */
export async function attemptsPerRound(db: DbOrTx, email: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - lockout.pressureWindowMs);
  const [pressure] = await db
    .select({ failures: signInPressure.failures })
    .from(signInPressure)
    .where(and(eq(signInPressure.email, email), sql`${signInPressure.windowStartedAt} > ${windowStart.toISOString()}`));
  return (pressure?.failures ?? 0) >= lockout.pressureFailures ? lockout.attemptsUnderPressure : lockout.attempts;
}

/**
 * Counts one password attempt for an email from a source, before the password is checked. One
 * statement: it creates the row, starts a new round once a lock has run out, and counts the
 * attempt only while the round has room; parallel attempts queue on the row, so no more than
 * `perRound` are ever let through. Returns null when allowed, else how long to wait.
 */
export async function reserveAttempt(
  db: DbOrTx,
  key: AttemptKey,
  perRound: number,
  now = new Date(),
): Promise<number | null> {
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
      setWhere: sql`(${t.lockedUntil} is null and ${t.attempts} < ${perRound}) or ${expired}`,
    })
    .returning({ attempts: t.attempts });
  if (reserved) return null;
  // A full round that is not locked: its last attempts are still being checked and will lock it,
  // or the round shrank (the email came under pressure) after they were; lock it now either way.
  await lockFullRound(db, key, perRound, now);
  const [held] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(and(eq(t.email, key.email), eq(t.source, key.source)));
  return Math.max(held?.lockedUntil ? held.lockedUntil.getTime() - now.getTime() : lockout.firstLockMs, 1000);
}

/**
 * Once a round is used up, locks the email for this source, for twice as long as the lock before.
 * Conditional on the round being full and unlocked, so of any number of callers one sets the lock.
 */
async function lockFullRound(db: DbOrTx, key: AttemptKey, perRound: number, now: Date): Promise<void> {
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
      and(eq(t.email, key.email), eq(t.source, key.source), isNull(t.lockedUntil), sql`${t.attempts} >= ${perRound}`),
    );
}

/**
 * A wrong password: counted towards the email's pressure (one upsert, a new window once the last
 * is over), and the source's round locked once it is used up.
 */
export async function recordFailure(db: DbOrTx, key: AttemptKey, perRound: number, now = new Date()): Promise<void> {
  const p = signInPressure;
  const windowOver = sql`${p.windowStartedAt} <= ${new Date(now.getTime() - lockout.pressureWindowMs).toISOString()}::timestamptz`;
  await db
    .insert(p)
    .values({ email: key.email, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: p.email,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${p.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${p.windowStartedAt} end`,
      },
    });
  await lockFullRound(db, key, perRound, now);
}

/** A successful sign-in starts the email afresh from this source. */
export async function clearAttempts(db: DbOrTx, key: AttemptKey): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, key.email), eq(signInAttempts.source, key.source)));
}

/** A new password ends every lock on the email, from every source, and its pressure. */
export async function clearAllAttempts(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
  await db.delete(signInPressure).where(eq(signInPressure.email, email));
}

/** Rows not touched for a day: their locks and windows are long over (the nightly job). */
export async function pruneAttempts(db: DbOrTx, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.lastAttemptAt, olderThan))
    .returning({ email: signInAttempts.email });
  const calmed = await db
    .delete(signInPressure)
    .where(lt(signInPressure.windowStartedAt, olderThan))
    .returning({ email: signInPressure.email });
  return removed.length + calmed.length;
}
