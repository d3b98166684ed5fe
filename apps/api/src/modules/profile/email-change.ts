import {
  type EmailChangeConfirmRequest,
  type EmailChangeRequest,
  errorCodes,
  invalidCodeMessage,
} from "@rewards/contracts";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { endUserSessions } from "../auth/index.js";
import { consumeCode, sendCode, withholdCode } from "../codes/index.js";
import { dispatchMessages, noticeMessage, queueMessage } from "../messaging/index.js";
import { findLiveUserByEmail, normalizeEmail, type User, updateUser } from "../users/index.js";
import { assertStepUp } from "./step-up.js";

export const sameEmailMessage = "This is already your email.";

/**
 * `POST profile/email_change`: after fresh proof (`step-up.ts`), emails a code to the new address,
 * bound to it. When the address belongs to another account, its owner is told someone tried to
 * use it and no code goes out; the caller hears 'sent' either way, paced the same, so the answer
 * never says whether an address has an account.
 */
export async function startEmailChange(deps: ServiceDeps, user: User, request: EmailChangeRequest): Promise<void> {
  const newEmail = request.new_email;
  if (newEmail === normalizeEmail(user.email)) {
    throw new AppError(400, errorCodes.validationFailed, sameEmailMessage, "new_email");
  }
  await assertStepUp(deps, user, request);
  const now = deps.clock.now();
  const messageId = await deps.db.transaction(async (tx) => {
    const owner = await findLiveUserByEmail(tx, newEmail);
    if (!owner) return sendCode(tx, user, "email_change", newEmail, { channel: "email", recipient: newEmail }, now);
    await withholdCode(tx, user, "email_change", newEmail, now);
    const notice = noticeMessage("email_change_attempt", owner.locale);
    return queueMessage(tx, { channel: "email", recipient: owner.email, subject: notice.subject, body: notice.text });
  });
  await dispatchMessages(deps, [messageId]);
}

const invalidCode = () => new AppError(400, errorCodes.invalidCode, invalidCodeMessage, "code");

/**
 * `POST profile/email_change/confirm`: the code from the new address makes it the account's
 * confirmed email, in one transaction with the end of every other session and the notice to the
 * old address (in the member's language; sent only when the old address was confirmed, since an
 * unconfirmed one may be a stranger's typo). Replacing a confirmed email also starts the 24-hour
 * pause on bank transfers. An address taken in the meantime answers like a wrong code.
 */
export async function confirmEmailChange(
  deps: ServiceDeps,
  user: User,
  request: EmailChangeConfirmRequest,
  sessionId: string,
): Promise<User> {
  const newEmail = request.new_email;
  // A wrong code's try is committed on its own, before the refusal.
  const valid = await consumeCode(
    deps.db,
    { userId: user.id, purpose: "email_change", subject: newEmail, code: request.code },
    deps.clock.now(),
  );
  if (!valid) throw invalidCode();
  const replacesConfirmed = user.emailConfirmedAt !== null;
  const changed = await deps.db
    .transaction(async (tx) => {
      const now = new Date();
      const updated = await updateUser(tx, user.id, {
        email: newEmail,
        emailConfirmedAt: now,
        ...(replacesConfirmed ? { emailChangedAt: now } : {}),
      });
      await endUserSessions(tx, user.id, "credentials_changed", { except: sessionId });
      if (!replacesConfirmed) return { updated, messageIds: [] };
      const notice = noticeMessage("email_changed", user.locale);
      const noticeId = await queueMessage(tx, {
        channel: "email",
        recipient: user.email,
        subject: notice.subject,
        body: notice.text,
      });
      return { updated, messageIds: [noticeId] };
    })
    .catch((error: unknown) => {
      // Another account took the address since the code was sent; the unique index keeps one.
      if (isUniqueViolation(error)) throw invalidCode();
      throw error;
    });
  await dispatchMessages(deps, changed.messageIds);
  return changed.updated;
}
