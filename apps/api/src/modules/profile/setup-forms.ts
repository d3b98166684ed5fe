import { phoneCountries, resendFormBody, setupCodeFormBody } from "@rewards/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import {
  acceptPlainForms,
  type FormTokens,
  keepLocale,
  keepMarket,
  refusal,
  sendBack,
  setLoggedInCookie,
} from "../auth/index.js";
import { limitCodeChecks, limitCodeSends } from "./code-limits.js";
import { confirmEmail, confirmPhone, resendEmailCode, resendPhoneCode } from "./service.js";

/** Where the account setup lives (features/account/pages/account-setup-page.tsx). */
const setupPage = "/";

/**
 * The account setup's code steps as plain HTML posts, for a signed-in user whose browser has not
 * run the app yet or never will: the server renders the setup on `/` with its forms
 * (http/web-app.ts), and each step's `<form method="post">` comes here. A plain form cannot send
 * `platform`, so the session cookie counts only because the route first checks what the account
 * pages' forms check (`Sec-Fetch-Site` or `Origin`, and the form token). Then the JSON routes'
 * limits and services (`routes.ts`), and 303: back to `/`, which shows the next step, or after the
 * phone, home; a refusal goes back to `/` in the page's words, as auth/plain-forms.ts does. Each
 * step's "send the code again" posts here too, and comes back to the step with a notice.
 */
export const setupFormRoutes: FastifyPluginAsyncZod<ServiceDeps & { tokens: FormTokens }> = async (app, deps) => {
  const { config, db, rateLimiter, tokens } = deps;
  acceptPlainForms(app);
  // Before anything looks at the session, the session plugin's answer to a pending sign-up's resend
  // included (auth/email-code-screen.ts): the body is parsed by then, not yet checked against its schema.
  const fromThisSite = async (request: FastifyRequest) => {
    const token = (request.body as { form_token?: unknown } | undefined)?.form_token;
    await tokens.check(request, typeof token === "string" ? token : "", config.PUBLIC_URL);
  };
  const back = (request: FastifyRequest, reply: FastifyReply, failure: string) =>
    sendBack(request, reply, setupPage, { failure, email: "" });
  const options = <Body extends typeof setupCodeFormBody | typeof resendFormBody>(summary: string, body: Body) => ({
    config: { plainForm: true },
    preValidation: fromThisSite,
    schema: {
      tags: ["profile"],
      summary,
      consumes: ["application/x-www-form-urlencoded"],
      body,
    },
  });

  app.post(
    "/setup/email-code",
    options("The account setup's email code step as a plain form (scripts off or not loaded yet)", setupCodeFormBody),
    async (request, reply) => {
      const { user } = await request.requireUser();
      const { code } = request.body;
      if (!code) return back(request, reply, "required");
      try {
        await limitCodeChecks(rateLimiter, request, user.id);
        await confirmEmail(db, user, code);
      } catch (error) {
        return back(request, reply, refusal(request, error));
      }
      return reply.redirect(setupPage, 303);
    },
  );

  app.post(
    "/setup/phone-code",
    options("The account setup's phone code step as a plain form (scripts off or not loaded yet)", setupCodeFormBody),
    async (request, reply) => {
      const { user } = await request.requireUser();
      const { code } = request.body;
      if (!code) return back(request, reply, "required");
      let member: typeof user;
      try {
        await limitCodeChecks(rateLimiter, request, user.id);
        member = await confirmPhone(db, user, code, timeZoneOf(undefined));
      } catch (error) {
        return back(request, reply, refusal(request, error));
      }
      // A member now: what the app does then (features/account/market.ts `applyAccount`), and home.
      setLoggedInCookie(request, reply, true);
      const country = member.countryCode;
      if (country && country in phoneCountries) {
        keepMarket(request, reply, phoneCountries[country as keyof typeof phoneCountries].market);
      }
      keepLocale(request, reply, member.locale);
      return reply.redirect("/home", 303);
    },
  );

  // "Send the code again" under each code step: the JSON routes' limits and services, then back to
  // the step, which says a new code is on its way (or why none was sent).
  for (const [step, resend] of [
    ["email", resendEmailCode],
    ["phone", resendPhoneCode],
  ] as const) {
    app.post(
      `/setup/${step}-code/resend`,
      options(
        `The account setup's ${step} code sent again, as a plain form (scripts off or not loaded yet)`,
        resendFormBody,
      ),
      async (request, reply) => {
        const { user } = await request.requireUser();
        try {
          await limitCodeSends(rateLimiter, request, user.id);
          await resend(deps, user);
        } catch (error) {
          return back(request, reply, refusal(request, error));
        }
        return sendBack(request, reply, setupPage, { notice: "codeResent", email: "" });
      },
    );
  }
};
