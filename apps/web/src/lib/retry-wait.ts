import { errorCodes } from "@rewards/contracts";
import type { TFunction } from "i18next";
import { ApiError } from "./api-error";

/**
 * A refusal to try again yet (429) as a sentence that says how long to wait, in the shell
 * catalog's words ('Too many attempts. Try again in 12 minutes.'): seconds under a minute (a code
 * resend's pause), else whole minutes, rounded up so the member never comes back too early.
 * Null for anything else, or when the server gave no wait.
 */
export function retryWaitText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.extra.retryAfterSeconds;
  if (seconds === undefined || seconds <= 0) return null;
  if (seconds < 60) return t("errors.tryAgainInSeconds", { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  const key = error.code === errorCodes.accountLocked ? "errors.signInLocked" : "errors.tryAgainInMinutes";
  return t(key, { count: minutes });
}
