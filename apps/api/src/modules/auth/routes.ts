import {
  changePasswordRequest,
  codeRules,
  doneAnswer,
  facebookLoginRequest,
  idTokenLoginRequest,
  passwordResetRequest,
  type SocialProvider,
  sentAnswer,
  signInAnswer,
  signInRequest,
  signUpAnswer,
  signUpRequest,
  socialProvidersAnswer,
  unregisterRequest,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { enforceLimit } from "../../lib/limits.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { accountSummary } from "../users/index.js";
import { clearSessionCookies, isWebClient, setSessionCookies } from "./cookies.js";
import { authLimits } from "./limits.js";
import { askPasswordResetCode, resetPasswordWithCode } from "./password-reset.js";
import { signInWithPassword } from "./password-sign-in.js";
import { warmPasswordChecker } from "./password-strength.js";
import { endPendingSession } from "./pending-sign-ups.js";
import { adoptPickedLanguage } from "./picked-language.js";
import { requestLocale, requestMarket } from "./request-context.js";
import { endSession, openSession } from "./sessions.js";
import { signedIn } from "./sign-in-answer.js";
import { signUp } from "./sign-up.js";
import { createSocialVerifier, publicSocialConfig } from "./social/index.js";
import { accountForIdentity, verifySocialToken } from "./social-sign-in.js";
import { unregister } from "./unregister.js";

const tags = ["accounts"];

/** Sign-up, sign-in (password and social), sign-out, password reset and unregister: `users*`, `user_password*`. */
export const authRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db, rateLimiter, config } = deps;
  const verifier = createSocialVerifier(config);
  // The password dictionaries load while the server starts, so no request waits for them.
  const passwordDictionaries = warmPasswordChecker();
  passwordDictionaries.catch(() => undefined);
  app.addHook("onReady", () => passwordDictionaries);

  app.post(
    "/users",
    { schema: { tags, body: signUpRequest, response: { 201: signUpAnswer } } },
    async (request, reply) => {
      await enforceLimit(rateLimiter, `sign-up:ip:${request.ip}`, authLimits.signUpPerIp);
      const { user, token } = await signUp(deps, request.body, {
        market: requestMarket(request),
        ...requestLocale(request),
        timeZone: timeZoneOf(request.headers.timezone),
      });
      const web = isWebClient(request);
      if (web) setSessionCookies(request, reply, token, false);
      return reply.status(201).send({ ...ok(accountSummary(user)), auth_token: web ? null : token });
    },
  );

  app.post(
    "/users/sign_in",
    { schema: { tags, body: signInRequest, response: { 200: signInAnswer } } },
    async (request, reply) => {
      const { email, password, device_id } = request.body.user;
      const { member, token } = await signInWithPassword(deps, request, reply, {
        email,
        password,
        deviceId: device_id,
      });
      return ok(signedIn(request, reply, member, token));
    },
  );

  const socialSignIn = (provider: SocialProvider, tokenOf: (body: never) => string) =>
    app.post(
      `/users/${provider}_login`,
      {
        schema: {
          tags,
          body: provider === "facebook" ? facebookLoginRequest : idTokenLoginRequest,
          response: { 200: signInAnswer },
        },
      },
      async (request, reply) => {
        await enforceLimit(rateLimiter, `sign-in:ip:${request.ip}`, authLimits.signInPerIp);
        const identity = await verifySocialToken(verifier, provider, tokenOf(request.body as never), request.log);
        const user = await accountForIdentity(db, identity, {
          market: requestMarket(request),
          ...requestLocale(request),
          timeZone: timeZoneOf(request.headers.timezone),
        });
        const token = await openSession(db, user.id);
        const member = await adoptPickedLanguage(db, request, reply, user);
        return ok(signedIn(request, reply, member, token));
      },
    );
  socialSignIn("google", (body: { user: { id_token: string } }) => body.user.id_token);
  socialSignIn("apple", (body: { user: { id_token: string } }) => body.user.id_token);
  socialSignIn("facebook", (body: { token: string }) => body.token);

  app.get("/users/social_providers", { schema: { tags, response: { 200: socialProvidersAnswer } } }, async () =>
    ok(publicSocialConfig(config)),
  );

  // Signing out twice, or with a session that already ended, still clears the cookies.
  app.delete("/users/sign_out", { schema: { tags, response: { 200: doneAnswer } } }, async (request, reply) => {
    const signedInNow = await request.requireUser().catch(() => null);
    if (signedInNow?.pendingSignUp) await endPendingSession(db, signedInNow.sessionId);
    else if (signedInNow) await endSession(db, signedInNow.sessionId, "signed_out");
    clearSessionCookies(request, reply);
    return ok({ done: true as const });
  });

  app.post(
    "/user_password/sent_verify",
    { schema: { tags, body: passwordResetRequest, response: { 200: sentAnswer } } },
    async (request) => {
      await askPasswordResetCode(deps, request.ip, request.body.email);
      return ok({ sent: true as const, resend_after_seconds: codeRules.resendAfterSeconds });
    },
  );

  app.post(
    "/user_password/change_password",
    { schema: { tags, body: changePasswordRequest, response: { 200: doneAnswer } } },
    async (request) => {
      await resetPasswordWithCode(deps, request.ip, request.body);
      return ok({ done: true as const });
    },
  );

  app.delete(
    "/users",
    { schema: { tags, body: unregisterRequest, response: { 200: doneAnswer } } },
    async (request, reply) => {
      const { user } = await request.requireUser();
      const { avatarKey } = await unregister(db, user);
      if (avatarKey) await deps.storage.remove(avatarKey).catch(() => {});
      clearSessionCookies(request, reply);
      return ok({ done: true as const });
    },
  );
};
