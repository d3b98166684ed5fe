import { errorCodes, invalidCodeMessage } from "@rewards/contracts";
import { AppError } from "../../http/app-error.js";
import { enforceLimit } from "../../lib/limits.js";
import { hashPassword } from "../../lib/passwords.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { consumeCode, sendCode } from "../codes/index.js";
import { dispatchMessages, noticeMessage, queueMessage } from "../messaging/index.js";
import { findLiveUserByEmail, normalizeEmail, updateUser } from "../users/index.js";
import { clearAllAttempts } from "./attempts.js";
import { authLimits } from "./limits.js";
import { accountWords, assertPasswordAllowed } from "./password-strength.js";
import { endUserSessions } from "./sessions.js";

export const sendPasswordResetJobName = "send-password-reset";

/**
 * `user_password/sent_verify`: queues the job that looks the email up and sends the code, and
 * returns. The request does the same work whether or not an account has the email, so neither its
 * answer nor its time tells. Without a queue (tests, tools) the job's work runs here instead.
 */
export async function requestPasswordReset(deps: ServiceDeps, email: string): Promise<void> {
  if (!deps.jobs) return sendPasswordResetCode(deps, email);
  await deps.jobs.send(sendPasswordResetJobName, { email }, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
}

/**
 * The job's work: emails a reset code when the account exists. A resend inside the pacing minute
 * is dropped quietly, so a retried job sends nothing twice; a code whose delivery failed stays in
 * the outbox for its sweeper.
 */
export async function sendPasswordResetCode(deps: Pick<ServiceDeps, "db" | "config">, email: string): Promise<void> {
  const user = await findLiveUserByEmail(deps.db, email);
  if (!user) return;
  const messageId = await deps.db
    .transaction((tx) => sendCode(tx, user, "password_reset", user.email, { channel: "email", recipient: user.email }))
    .catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 429) return null;
      throw error;
    });
  if (messageId) await dispatchMessages({ ...deps, jobs: null }, [messageId]);
}

/**
 * `user_password/change_password`: a valid reset code sets the new password, unlocks the account
 * and ends every session, in one transaction, and tells the email it happened. The code also
 * proves the email, so it confirms it.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: { email: string; code: string; password: string },
): Promise<void> {
  await assertPasswordAllowed(input.password, "password", accountWords({ email: input.email }));
  const passwordHash = await hashPassword(input.password);
  // A wrong code returns rather than throws, so its counted try is committed, not rolled back.
  const changed = await deps.db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, input.email);
    // The name is known only now; refused before the code is tried, so the code stays usable.
    if (user?.name || user?.lastName) await assertPasswordAllowed(input.password, "password", accountWords(user));
    const valid =
      user !== null &&
      (await consumeCode(tx, { userId: user.id, purpose: "password_reset", subject: user.email, code: input.code }));
    if (!user || !valid) return false;
    await updateUser(tx, user.id, {
      passwordHash,
      emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
    });
    await endUserSessions(tx, user.id, "password_changed");
    await clearAllAttempts(tx, user.email);
    const notice = noticeMessage("password_changed", user.locale);
    return queueMessage(tx, { channel: "email", recipient: user.email, subject: notice.subject, body: notice.text });
  });
  if (changed) await dispatchMessages(deps, [changed]);
  if (!changed) throw new AppError(400, errorCodes.invalidCode, invalidCodeMessage, "code");
}

/**
 * A reset code asked for from one address, within the limits: the JSON route's and the page's plain
 * form's one way in. Per email and address: a stranger asking for someone's code uses up only their
 * own allowance; the owner's inbox is spared by the codes' pacing (one a minute), whoever asks.
 */
export async function askPasswordResetCode(deps: ServiceDeps, ip: string, email: string): Promise<void> {
  await enforceLimit(deps.rateLimiter, `code-send:ip:${ip}`, authLimits.codeSendPerIp);
  await enforceLimit(
    deps.rateLimiter,
    `code-send:email:${normalizeEmail(email)}:ip:${ip}`,
    authLimits.codeSendPerAccount,
  );
  await requestPasswordReset(deps, email);
}

/** A code tried from one address, within the guessing limits, then `resetPassword`: for both the JSON route and the plain form. */
export async function resetPasswordWithCode(
  deps: ServiceDeps,
  ip: string,
  input: { email: string; code: string; password: string },
): Promise<void> {
  await enforceLimit(deps.rateLimiter, `code-check:ip:${ip}`, authLimits.codeCheckPerIp);
  await enforceLimit(
    deps.rateLimiter,
    `code-check:email:${normalizeEmail(input.email)}:ip:${ip}`,
    authLimits.codeCheckPerAccount,
  );
  await resetPassword(deps, input);
}
