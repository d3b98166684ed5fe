import { errorCodes, invalidCodeMessage } from "@rewards/contracts";
import { AppError } from "../../http/app-error.js";
import { enforceLimit } from "../../lib/limits.js";
import { verifyPassword } from "../../lib/passwords.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { authLimits } from "../auth/index.js";
import { consumeCode, sendCode } from "../codes/index.js";
import { dispatchMessages } from "../messaging/index.js";
import type { User } from "../users/index.js";

export const currentPasswordRequiredMessage = "Please enter your current password to make this change.";
export const currentPasswordWrongMessage = "Your current password is not correct.";

/**
 * Fresh proof that the caller is the member, not just someone holding the session: the current
 * password, or for an account without one the code emailed by `sendStepUpCode`. Each try is
 * counted before the check (a session thief cannot guess the password through this route faster
 * than through sign-in), and a wrong code's try is committed like every code's.
 */
export async function assertStepUp(
  deps: ServiceDeps,
  user: User,
  request: { current_password?: string | undefined; email_code?: string | undefined },
): Promise<void> {
  const field = user.passwordHash ? "current_password" : "email_code";
  const given = user.passwordHash ? request.current_password : request.email_code;
  if (!given) throw new AppError(403, errorCodes.currentPasswordRequired, currentPasswordRequiredMessage, field);
  await enforceLimit(deps.rateLimiter, `step-up:user:${user.id}`, authLimits.codeCheckPerAccount);
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, given))) {
      throw new AppError(403, errorCodes.currentPasswordWrong, currentPasswordWrongMessage, field);
    }
    return;
  }
  const valid = await consumeCode(
    deps.db,
    { userId: user.id, purpose: "step_up", subject: user.email, code: given },
    deps.clock.now(),
  );
  if (!valid) throw new AppError(403, errorCodes.invalidCode, invalidCodeMessage, field);
}

/**
 * `POST profile/step_up_code`: emails the current address a code that stands in for the password
 * (a phone, email or password change).
 */
export async function sendStepUpCode(deps: ServiceDeps, user: User): Promise<void> {
  const messageId = await deps.db.transaction((tx) =>
    sendCode(tx, user, "step_up", user.email, { channel: "email", recipient: user.email }, deps.clock.now()),
  );
  await dispatchMessages(deps, [messageId]);
}
