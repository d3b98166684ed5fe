import type { UpdatePasswordRequest } from "@rewards/contracts";
import { hashPassword } from "../../lib/passwords.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { accountWords, assertPasswordAllowed, clearAllAttempts, endUserSessions } from "../auth/index.js";
import { dispatchMessages, noticeMessage, queueMessage } from "../messaging/index.js";
import { type User, updateUser } from "../users/index.js";
import { assertStepUp } from "./step-up.js";

/**
 * `PUT user_password`: a signed-in member sets a new password. The session alone is not enough:
 * the current password (or, for an account without one, the emailed step-up code) comes in the
 * same request. The new password is checked first, so a refused one does not use up the code.
 * Then, in one transaction, the hash changes, every other session ends (this one stays), the
 * sign-in locks on the email are lifted, and the email is told in the member's language.
 */
export async function changePassword(
  deps: ServiceDeps,
  user: User,
  request: UpdatePasswordRequest,
  sessionId: string,
): Promise<void> {
  await assertPasswordAllowed(request.password, "password", accountWords(user));
  await assertStepUp(deps, user, request);
  const passwordHash = await hashPassword(request.password);
  const messageId = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endUserSessions(tx, user.id, "password_changed", { except: sessionId });
    await clearAllAttempts(tx, user.email);
    const notice = noticeMessage("password_changed", user.locale);
    return queueMessage(tx, { channel: "email", recipient: user.email, subject: notice.subject, body: notice.text });
  });
  await dispatchMessages(deps, [messageId]);
}
