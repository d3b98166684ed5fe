import { errorCodes } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { tooManyAttempts } from "../../lib/limits.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { findLiveUserByEmail, normalizeEmail, type User } from "../users/index.js";
import { attemptsPerRound, clearAttempts, recordFailure, reserveAttempt } from "./attempts.js";
import { findPendingSignUp, pendingAccount } from "./pending-sign-ups.js";

export const invalidCredentialsMessage = "Invalid email or password.";

// Checked against when the email is unknown, so an unknown email costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword("decoy password that never matches");
  return decoyHash;
};

/** Who a right password signs in: an account, or a pending sign-up (`sign-up.ts`) shown as one. */
export type PasswordHolder = { user: User; pendingSignUpId: string | null };

/**
 * Checks an email and password from a source address. Unknown emails, accounts without a password
 * (social-only) and wrong passwords answer alike, and count alike: every attempt is counted per
 * email and address before the password is checked (`attempts.ts`), so the lock says nothing about
 * whether the email is registered, parallel guesses cannot slip past it, and a stranger's guesses
 * lock the email only for the stranger's address. Guesses from many addresses only shrink every
 * address's round to one attempt (`lockout`): the owner is slowed, never locked out.
 *
 * The password of a pending sign-up signs in to it, as an unconfirmed account's does; so that
 * the two cannot be told apart by time, every check that does not sign a confirmed account in
 * tries a second hash (the pending sign-up's, or the decoy): two argon2 checks, whoever answers.
 */
export async function checkPassword(
  db: Db,
  input: { email: string; password: string; source: string },
  now = new Date(),
): Promise<PasswordHolder> {
  const key = { email: normalizeEmail(input.email), source: input.source };
  const perRound = await attemptsPerRound(db, key.email, now);
  const waitMs = await reserveAttempt(db, key, perRound, now);
  if (waitMs !== null) throw tooManyAttempts(waitMs, errorCodes.accountLocked);
  const user = await findLiveUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  const holder = user?.passwordHash && matches ? user : null;
  if (holder?.emailConfirmedAt) {
    await clearAttempts(db, key);
    return { user: holder, pendingSignUpId: null };
  }
  const pending = await findPendingSignUp(db, key.email);
  const pendingMatches = await verifyPassword(pending?.passwordHash ?? (await decoy()), input.password);
  if (holder) {
    await clearAttempts(db, key);
    return { user: holder, pendingSignUpId: null };
  }
  if (pending && pendingMatches) {
    await clearAttempts(db, key);
    return { user: pendingAccount(pending), pendingSignUpId: pending.id };
  }
  await recordFailure(db, key, perRound, now);
  throw new AppError(401, errorCodes.invalidCredentials, invalidCredentialsMessage);
}
