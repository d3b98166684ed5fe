import { errorCodes } from "@rewards/contracts";
import { AppError } from "../http/app-error.js";
import type { RateLimiter } from "./rate-limiter.js";

export type Limit = { limit: number; windowMs: number };

/** Counts one attempt against a limit and refuses with 429 and the wait when it is used up. */
export async function enforceLimit(rateLimiter: RateLimiter, key: string, { limit, windowMs }: Limit): Promise<void> {
  const decision = await rateLimiter.hit(key, limit, windowMs);
  if (decision.allowed) return;
  throw tooManyAttempts(decision.retryAfterMs);
}

export function tooManyAttempts(retryAfterMs: number, code: string = errorCodes.rateLimited): AppError {
  // Whole minutes, as the message says: a finer figure would differ between a real account's
  // lockout and the one an unknown address gets a moment later.
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    429,
    code,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { retry_after: minutes * 60 },
  );
}
