import { codeRules } from "@rewards/contracts";
import type { Limit } from "../../lib/limits.js";

const minute = 60 * 1000;

/**
 * How often each account action may be tried, per address and per account (or email). A limit
 * on an email that anyone may type (a reset, a code check) counts per email and address, so a
 * stranger's requests use up only the stranger's own allowance. Sign-in failures lock the email
 * for the address they came from (`lockout`), which survives a restart.
 */
export const authLimits = {
  signInPerIp: { limit: 30, windowMs: 15 * minute },
  signUpPerIp: { limit: 10, windowMs: 60 * minute },
  codeSendPerAccount: { limit: 5, windowMs: 60 * minute },
  codeSendPerIp: { limit: 20, windowMs: 60 * minute },
  codeCheckPerAccount: { limit: 10, windowMs: 10 * minute },
  codeCheckPerIp: { limit: 30, windowMs: 10 * minute },
  /**
   * The reset's plain forms (no app, so no countdown on the button): one code asked per email and
   * address a minute. Whatever the account, as the codes' own pacing is not, so a refusal tells
   * nothing, and a click inside the minute uses none of the hour's allowance.
   */
  plainResetSendWait: { limit: 1, windowMs: codeRules.resendAfterSeconds * 1000 },
} satisfies Record<string, Limit>;

/**
 * Five password attempts from one address lock that email for that address: one minute the first
 * time, doubling each time after (2, 4, 8, ... at most an hour) until a sign-in succeeds. When an
 * email collects `pressureFailures` wrong passwords within an hour from all addresses together,
 * someone is guessing from many: each address then gets one attempt per round. That slows the
 * guessing fivefold and never refuses an address that has not tried yet, so the owner can still
 * sign in from anywhere.
 */
export const lockout = {
  attempts: 5,
  attemptsUnderPressure: 1,
  firstLockMs: minute,
  longestLockMs: 60 * minute,
  pressureFailures: 50,
  pressureWindowMs: 60 * minute,
} as const;

export function lockDurationMs(locksBefore: number): number {
  return Math.min(lockout.firstLockMs * 2 ** Math.min(locksBefore, 20), lockout.longestLockMs);
}
