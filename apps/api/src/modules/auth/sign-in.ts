import { errorCodes } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { tooManyAttempts } from "../../lib/limits.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { findLiveUserByEmail, normalizeEmail, type User } from "../users/index.js";
import { attemptsPerRound, clearAttempts, recordFailure, reserveAttempt } from "./attempts.js";

export const invalidCredentialsMessage = "Invalid email or password.";

// Checked against when the email is unknown, so an unknown email costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword("decoy password that never matches");
  return decoyHash;
};

/**
 * Checks an email and password from a source address. Unknown emails, accounts without a password
 * (social-only) and wrong passwords answer alike, and count alike: every attempt is counted per
 * email and address before the password is checked (`attempts.ts`), so the lock says nothing about
 * whether the email is registered, parallel guesses cannot slip past it, and a stranger's guesses
 * lock the email only for the stranger's address. Guesses from many addresses only shrink every
 * address's round to one attempt (`lockout`): the owner is slowed, never locked out.
 */
export async function checkPassword(
  db: Db,
  input: { email: string; password: string; source: string },
  now = new Date(),
): Promise<User> {
  const key = { email: normalizeEmail(input.email), source: input.source };
  const perRound = await attemptsPerRound(db, key.email, now);
  const waitMs = await reserveAttempt(db, key, perRound, now);
  if (waitMs !== null) throw tooManyAttempts(waitMs, errorCodes.accountLocked);
  const user = await findLiveUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (user?.passwordHash && matches) {
    await clearAttempts(db, key);
    return user;
  }
  await recordFailure(db, key, perRound, now);
  throw new AppError(401, errorCodes.invalidCredentials, invalidCredentialsMessage);
}
