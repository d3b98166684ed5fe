import {
  codeRules,
  confirmEmailRequest,
  confirmPhoneRequest,
  errorCodes,
  profileAnswer,
  sentAnswer,
  text,
  updateProfileRequest,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { isWebClient, setLoggedInCookie } from "../auth/index.js";
import { avatarRoutes } from "./avatar-routes.js";
import { limitCodeChecks, limitCodeSends } from "./code-limits.js";
import { credentialRoutes } from "./credential-routes.js";
import { profileData } from "./profile-data.js";
import { confirmEmail, confirmPhone, resendEmailCode, resendPhoneCode, updateProfile } from "./service.js";
import { sendStepUpCode } from "./step-up.js";

const tags = ["profile"];
const sent = ok({ sent: true as const, resend_after_seconds: codeRules.resendAfterSeconds });

/**
 * `profile*`: the profile, its completion (email and phone codes), the avatar, and the changes
 * of password and email (`credential-routes.ts`).
 */
export const profileRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const { db, rateLimiter, storage } = deps;
  await app.register(avatarRoutes, deps);
  await app.register(credentialRoutes, deps);

  for (const path of ["/profile", "/profile/info_basic_user"]) {
    app.get(path, { schema: { tags, response: { 200: profileAnswer } } }, async (request) => {
      const { user } = await request.requireUser();
      return ok(profileData(user));
    });
  }

  app.put(
    "/profile",
    { schema: { tags, body: updateProfileRequest, response: { 200: profileAnswer } } },
    async (request) => {
      const { user, sessionId } = await request.requireUser();
      const input = request.body.user_profile;
      if (input.phone_number !== undefined || input.country_code !== undefined)
        await limitCodeSends(rateLimiter, request, user.id);
      const updated = await updateProfile(deps, user, request.body, timeZoneOf(request.headers.timezone), sessionId);
      return ok(profileData(updated));
    },
  );

  // For accounts without a password (social sign-in only): the emailed code that proves it is them.
  app.post("/profile/step_up_code", { schema: { tags, response: { 200: sentAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    await limitCodeSends(rateLimiter, request, user.id);
    await sendStepUpCode(deps, user);
    return sent;
  });

  // The spec's GET, for clients with the `token` header; the web app POSTs (a GET never sends by cookie).
  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/profile/resend_mail_confirmation_code",
      config: { tokenOnly: method === "GET" },
      schema: { tags, response: { 200: sentAnswer } },
      handler: async (request) => {
        const { user } = await request.requireUser();
        await limitCodeSends(rateLimiter, request, user.id);
        await resendEmailCode(deps, user);
        return sent;
      },
    });
  }

  app.post(
    "/profile/mail_confirm",
    { schema: { tags, body: confirmEmailRequest, response: { 200: profileAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      await limitCodeChecks(rateLimiter, request, user.id);
      const confirmed = await confirmEmail(db, user, request.body.code);
      return ok(profileData(confirmed));
    },
  );

  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/profile/resend_otp_confirmation_code",
      config: { tokenOnly: method === "GET" },
      schema: { tags, response: { 200: sentAnswer } },
      handler: async (request) => {
        const { user } = await request.requireUser();
        await limitCodeSends(rateLimiter, request, user.id);
        await resendPhoneCode(deps, user);
        return sent;
      },
    });
  }

  app.post(
    "/profile/phone_confirm",
    { schema: { tags, body: confirmPhoneRequest, response: { 200: profileAnswer } } },
    async (request, reply) => {
      const { user } = await request.requireUser();
      await limitCodeChecks(rateLimiter, request, user.id);
      const confirmed = await confirmPhone(db, user, request.body.phone_token, timeZoneOf(request.headers.timezone));
      if (isWebClient(request)) setLoggedInCookie(request, reply, true);
      return ok(profileData(confirmed));
    },
  );

  // Avatars are public pictures under unguessable names; each upload gets a new name, so they never change.
  app.get(
    "/uploads/avatars/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: text({ max: 64 }).pipe(z.string().regex(/^[0-9a-f-]{36}\.jpg$/)) }),
      },
    },
    async (request, reply) => {
      const data = await storage.get(`avatars/${request.params.file}`);
      if (!data) throw new AppError(404, errorCodes.notFound, "Not found");
      return reply
        .type("image/jpeg")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'")
        .send(data);
    },
  );
};
