import { codeRules, errorCodes, serviceBases } from "@rewards/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import { enforceLimit } from "../../lib/limits.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { refusal, sendBack } from "./form-outcome.js";
import { authLimits } from "./limits.js";
import { notePendingResend, type PendingSessionLookup } from "./pending-sign-ups.js";

const main = serviceBases.main;
/** The setup's "send the code again" as a plain form (profile/setup-forms.ts), at the site's own address. */
const plainResend = "POST /setup/email-code/resend";
const resends = new Set([
  `GET ${main}/profile/resend_mail_confirmation_code`,
  `POST ${main}/profile/resend_mail_confirmation_code`,
  plainResend,
]);

/**
 * What an account whose email is not confirmed may call: the email code screen, where the web
 * app keeps it (spec section 6). Anything else answers 403 `email_not_confirmed`, to an
 * unconfirmed account and a pending sign-up alike, so no route can tell the two apart.
 */
const emailCodeScreen = new Set([
  `GET ${main}/profile`,
  `GET ${main}/profile/info_basic_user`,
  ...resends,
  `POST ${main}/profile/mail_confirm`,
  // The same step as a plain form (profile/setup-forms.ts), at the site's own address.
  "POST /setup/email-code",
  plainResend,
  `DELETE ${main}/users/sign_out`,
]);

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

export function isEmailCodeResend(request: FastifyRequest): boolean {
  return resends.has(routeOf(request));
}

export function onEmailCodeScreen(request: FastifyRequest): boolean {
  return emailCodeScreen.has(routeOf(request));
}

export function emailNotConfirmed(): AppError {
  return new AppError(403, errorCodes.emailNotConfirmed, "Please confirm your email first.");
}

/**
 * The email code screen's resend for a pending sign-up, answered here: limited by the same
 * counters as the profile's resend (`profile/code-limits.ts`), paced the same, and nothing is
 * sent (there is no account to confirm). Its profile read and code check need nothing of their
 * own: the profile routes read the pending sign-up's account, and no code ever matches it.
 */
export async function answerPendingResend(
  deps: { db: Db; rateLimiter: RateLimiter },
  request: FastifyRequest,
  reply: FastifyReply,
  session: Extract<PendingSessionLookup, { kind: "pending" }>,
): Promise<void> {
  // The plain form's page says a code is on its way, or why not, as it does for an account (its form
  // token was checked before this: the route's preValidation).
  const plain = routeOf(request) === plainResend;
  try {
    await enforceLimit(deps.rateLimiter, `code-send:ip:${request.ip}`, authLimits.codeSendPerIp);
    await enforceLimit(deps.rateLimiter, `code-send:user:${session.user.id}`, authLimits.codeSendPerAccount);
    await notePendingResend(deps.db, session.pendingSignUpId, session.codeSentAt);
  } catch (error) {
    if (!plain) throw error;
    sendBack(request, reply, "/", { failure: refusal(request, error), email: "" });
    return;
  }
  if (plain) sendBack(request, reply, "/", { notice: "codeResent", email: "" });
  else reply.send(ok({ sent: true, resend_after_seconds: codeRules.resendAfterSeconds }));
}
