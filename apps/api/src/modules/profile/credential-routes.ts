import {
  codeRules,
  doneAnswer,
  emailChangeConfirmRequest,
  emailChangeRequest,
  profileAnswer,
  sentAnswer,
  updatePasswordRequest,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { limitCodeChecks, limitCodeSends } from "./code-limits.js";
import { confirmEmailChange, startEmailChange } from "./email-change.js";
import { changePassword } from "./password-change.js";
import { profileData } from "./profile-data.js";

/**
 * What signs the member in and where the account is reached, changed while signed in: each needs
 * fresh proof in the request (`step-up.ts`) and ends the member's other sessions.
 */
export const credentialRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { rateLimiter } = deps;

  app.put(
    "/user_password",
    { schema: { tags: ["accounts"], body: updatePasswordRequest, response: { 200: doneAnswer } } },
    async (request) => {
      const { user, sessionId } = await request.requireUser();
      await limitCodeChecks(rateLimiter, request, user.id);
      await changePassword(deps, user, request.body, sessionId);
      return ok({ done: true as const });
    },
  );

  app.post(
    "/profile/email_change",
    { schema: { tags: ["profile"], body: emailChangeRequest, response: { 200: sentAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      await limitCodeSends(rateLimiter, request, user.id);
      await startEmailChange(deps, user, request.body);
      return ok({ sent: true as const, resend_after_seconds: codeRules.resendAfterSeconds });
    },
  );

  app.post(
    "/profile/email_change/confirm",
    { schema: { tags: ["profile"], body: emailChangeConfirmRequest, response: { 200: profileAnswer } } },
    async (request) => {
      const { user, sessionId } = await request.requireUser();
      await limitCodeChecks(rateLimiter, request, user.id);
      const updated = await confirmEmailChange(deps, user, request.body, sessionId);
      return ok(profileData(updated));
    },
  );
};
