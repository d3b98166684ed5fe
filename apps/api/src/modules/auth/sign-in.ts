import { errorCodes } from "@rewards/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { tooManyAttempts } from "../../lib/limits.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { findLiveUserByEmail, type User, users } from "../users/index.js";
import { lockout } from "./limits.js";

export const invalidCredentialsMessage = "Invalid email or password.";

// Checked against when the email is unknown, so an unknown email costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword("decoy password that never matches");
  return decoyHash;
};

/**
 * Checks an email and password. Unknown emails, accounts without a password (social-only) and
 * wrong passwords answer alike. Consecutive failures lock the account; the lock answers like the
 * per-email rate limit, so it says nothing about whether the email is registered.
 */
export async function checkPassword(
  db: Db,
  rateLimiter: RateLimiter,
  email: string,
  password: string,
  now = new Date(),
): Promise<User> {
  const user = await findLiveUserByEmail(db, email);
  if (!user?.passwordHash) {
    // The same lock as a real account's, kept in the rate limiter since there is no row to keep it in.
    const attempt = await rateLimiter.hit(`sign-in:unknown:${email}`, lockout.failures, lockout.durationMs);
    if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs, errorCodes.accountLocked);
    await verifyPassword(await decoy(), password);
    throw new AppError(401, errorCodes.invalidCredentials, invalidCredentialsMessage);
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    throw tooManyAttempts(user.lockedUntil.getTime() - now.getTime(), errorCodes.accountLocked);
  }
  if (await verifyPassword(user.passwordHash, password)) {
    if (user.failedSignIns > 0 || user.lockedUntil) {
      await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, user.id));
    }
    return user;
  }
  // One statement counts the failure and, at the limit, locks and starts the count again, so
  // parallel guesses cannot slip past it.
  const reachesLimit = sql`${users.failedSignIns} + 1 >= ${lockout.failures}`;
  await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${reachesLimit} then 0 else ${users.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit}
        then ${new Date(now.getTime() + lockout.durationMs).toISOString()}::timestamptz else null end`,
    })
    .where(eq(users.id, user.id));
  throw new AppError(401, errorCodes.invalidCredentials, invalidCredentialsMessage);
}
