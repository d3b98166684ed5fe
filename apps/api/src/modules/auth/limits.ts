import type { Limit } from "../../lib/limits.js";

const minute = 60 * 1000;

/**
 * How often each account action may be tried, per address and per account (or email). Sign-in
 * failures also lock the account itself (`lockout`), which survives a restart.
 */
export const authLimits = {
  signInPerIp: { limit: 30, windowMs: 15 * minute },
  /** Across every address: a ceiling on distributed guessing, high enough that one stranger cannot reach it cheaply. */
  signInPerEmail: { limit: 50, windowMs: 60 * minute },
  signUpPerIp: { limit: 10, windowMs: 60 * minute },
  codeSendPerAccount: { limit: 5, windowMs: 60 * minute },
  codeSendPerIp: { limit: 20, windowMs: 60 * minute },
  codeCheckPerAccount: { limit: 10, windowMs: 10 * minute },
  codeCheckPerIp: { limit: 30, windowMs: 10 * minute },
} satisfies Record<string, Limit>;

/**
 * Five password attempts from one address lock that email for that address: one minute the first
 * time, doubling each time after (2, 4, 8, ... at most an hour) until a sign-in succeeds.
 */
export const lockout = { attempts: 5, firstLockMs: minute, longestLockMs: 60 * minute } as const;

export function lockDurationMs(locksBefore: number): number {
  return Math.min(lockout.firstLockMs * 2 ** Math.min(locksBefore, 20), lockout.longestLockMs);
}
