import type { Limit } from "../../lib/limits.js";

const minute = 60 * 1000;

/**
 * How often each account action may be tried, per address and per account (or email). Sign-in
 * failures also lock the account itself (`lockout`), which survives a restart.
 */
export const authLimits = {
  signInPerIp: { limit: 30, windowMs: 15 * minute },
  signInPerEmail: { limit: 10, windowMs: 15 * minute },
  signUpPerIp: { limit: 10, windowMs: 60 * minute },
  codeSendPerAccount: { limit: 5, windowMs: 60 * minute },
  codeSendPerIp: { limit: 20, windowMs: 60 * minute },
  codeCheckPerAccount: { limit: 10, windowMs: 10 * minute },
  codeCheckPerIp: { limit: 30, windowMs: 10 * minute },
} satisfies Record<string, Limit>;

/** Five wrong passwords in a row lock password sign-in for fifteen minutes. */
export const lockout = { failures: 5, durationMs: 15 * minute } as const;
