import {
  emailField,
  type Market,
  markets,
  passwordLimits,
  resendFormBody,
  resetCodeFormBody,
  resetPasswordFormBody,
  safeNextPath,
  signInFormBody,
  signUpFormBody,
} from "@rewards/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { overHttps } from "../../http/https-site.js";
import { enforceLimit } from "../../lib/limits.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { accountSummary, normalizeEmail } from "../users/index.js";
import { setSessionCookies } from "./cookies.js";
import { type FormNotice, formFailureCookieName, refusal, sendBack } from "./form-outcome.js";
import type { FormTokens } from "./form-token.js";
import { authLimits } from "./limits.js";
import { askPasswordResetCode, resetPasswordWithCode } from "./password-reset.js";
import { signInWithPassword } from "./password-sign-in.js";
import { requestLocale, requestMarket } from "./request-context.js";
import { signUp } from "./sign-up.js";

/**
 * The account pages' forms as plain HTML posts, for a visitor whose browser has not run the app yet
 * (a slow phone) or never will (scripts off). Each page's `<form method="post">` goes to the page's
 * own address; with the app loaded the same form is sent through the JSON API instead. A post is
 * taken only from this site's page (`form-token.ts`), runs the same service as the JSON route with
 * the same limits, and answers as a browser expects: 303 to where the app would go, or 303 back to
 * the page, which then shows the failure in its words and the email as typed, never the password
 * (`takeFormFailure`, http/web-pages.ts `fillFormPage`).
 */
export const plainFormRoutes: FastifyPluginAsyncZod<ServiceDeps & { tokens: FormTokens }> = async (app, deps) => {
  const { config, tokens } = deps;
  acceptPlainForms(app);

  app.post(
    "/sign-in",
    {
      // A stale session cookie must not turn a plain form's post into a refused cookie write.
      config: { cookieIgnoredCrossSite: true },
      schema: {
        tags: ["accounts"],
        summary: "The sign-in page's plain form (scripts off or not loaded yet)",
        consumes: ["application/x-www-form-urlencoded"],
        body: signInFormBody,
      },
    },
    async (request, reply) => {
      const { email, password, form_token: token, next } = request.body;
      await tokens.check(request, token, config.PUBLIC_URL);
      const back = (failure: string) => sendBack(request, reply, "/sign-in", { failure, email, next });
      const problem = signInProblem(email, password);
      if (problem) return back(problem);
      try {
        const { member, token: session } = await signInWithPassword(deps, request, reply, { email, password });
        const account = accountSummary(member);
        setSessionCookies(request, reply, session, account.phone_confirmed);
        keepLocale(request, reply, member.locale);
        // As the app does after a sign-in (features/account/access/use-complete-sign-in.ts).
        return reply.redirect(account.phone_confirmed ? (safeNextPath(next ?? null) ?? "/home") : "/", 303);
      } catch (error) {
        return back(refusal(request, error));
      }
    },
  );

  app.post(
    "/sign-up",
    {
      config: { cookieIgnoredCrossSite: true },
      schema: {
        tags: ["accounts"],
        summary: "The sign-up page's plain form (scripts off or not loaded yet)",
        consumes: ["application/x-www-form-urlencoded"],
        body: signUpFormBody,
      },
    },
    async (request, reply) => {
      const form = request.body;
      await tokens.check(request, form.form_token, config.PUBLIC_URL);
      const back = (failure: string) => sendBack(request, reply, "/sign-up", { failure, email: form.email });
      const problem = signUpProblem(form);
      if (problem) return back(problem);
      const market = markets.find((known) => known === form.country) ?? requestMarket(request);
      try {
        await enforceLimit(deps.rateLimiter, `sign-up:ip:${request.ip}`, authLimits.signUpPerIp);
        const { token } = await signUp(
          deps,
          {
            user: {
              email: form.email,
              password: form.password,
              password_confirmation: form.password_confirmation,
              ...(form.invite_code ? { invite_code: form.invite_code } : {}),
            },
          },
          { market, ...requestLocale(request), timeZone: timeZoneOf(undefined) },
        );
        setSessionCookies(request, reply, token, false);
        keepMarket(request, reply, market);
        // The account setup on `/` takes over, the email code on its way (pages/sign-up-page.tsx).
        return reply.redirect("/", 303);
      } catch (error) {
        return back(refusal(request, error));
      }
    },
  );

  app.post(
    "/reset-password",
    {
      config: { cookieIgnoredCrossSite: true },
      schema: {
        tags: ["accounts"],
        summary: "The reset page's plain form asking for a code (scripts off or not loaded yet)",
        consumes: ["application/x-www-form-urlencoded"],
        body: resetCodeFormBody,
      },
    },
    async (request, reply) => {
      const { email, form_token: token } = request.body;
      await tokens.check(request, token, config.PUBLIC_URL);
      const back = (failure: string) => sendBack(request, reply, "/reset-password", { failure, email });
      if (!email) return back("required");
      if (!emailField.safeParse(email).success) return back("email");
      try {
        await askPlainResetCode(deps, request.ip, email);
      } catch (error) {
        return back(refusal(request, error));
      }
      keepResetEmail(request, reply, email);
      return reply.redirect("/reset-password/code", 303);
    },
  );

  app.post(
    "/reset-password/code/resend",
    {
      config: { cookieIgnoredCrossSite: true },
      schema: {
        tags: ["accounts"],
        summary: "The reset's code page's \"send the code again\" as a plain form (scripts off or not loaded yet)",
        consumes: ["application/x-www-form-urlencoded"],
        body: resendFormBody,
      },
    },
    async (request, reply) => {
      await tokens.check(request, request.body.form_token, config.PUBLIC_URL);
      // The email the first step asked a code for; without it (its cookie lives an hour), that step again.
      const email = request.cookies[resetEmailCookieName] ?? "";
      if (!emailField.safeParse(email).success) return reply.redirect("/reset-password", 303);
      const back = (left: { failure: string } | { notice: "codeResent" }) =>
        sendBack(request, reply, "/reset-password/code", { ...left, email });
      try {
        await askPlainResetCode(deps, request.ip, email);
      } catch (error) {
        return back({ failure: refusal(request, error) });
      }
      keepResetEmail(request, reply, email);
      // As the app's button says (components/form/resend-button.tsx), whether or not an account has
      // the email: the answer does not tell.
      return back({ notice: "codeResent" });
    },
  );

  app.post(
    "/reset-password/code",
    {
      config: { cookieIgnoredCrossSite: true },
      schema: {
        tags: ["accounts"],
        summary: "The reset page's plain form with the code and the new password",
        consumes: ["application/x-www-form-urlencoded"],
        body: resetPasswordFormBody,
      },
    },
    async (request, reply) => {
      const form = request.body;
      await tokens.check(request, form.form_token, config.PUBLIC_URL);
      // The code page's email field, which the server fills from the first step's cookie.
      const email = form.email || (request.cookies[resetEmailCookieName] ?? "");
      // Without the email (its cookie lives an hour), the first step again.
      if (!emailField.safeParse(email).success) return reply.redirect("/reset-password", 303);
      const back = (failure: string) => sendBack(request, reply, "/reset-password/code", { failure, email });
      const problem = resetProblem(form);
      if (problem) return back(problem);
      try {
        await resetPasswordWithCode(deps, request.ip, { email, code: form.code, password: form.password });
      } catch (error) {
        return back(refusal(request, error));
      }
      reply.clearCookie(resetEmailCookieName, { path: "/reset-password" });
      // As the app does after a reset (pages/reset-password-code-page.tsx): to the sign-in page, which
      // says the password was changed, with the email in its field.
      return sendBack(request, reply, "/sign-in", { notice: "passwordReset", email });
    },
  );
};

/** A plain form's body (`application/x-www-form-urlencoded`), for the routes of the plugin that calls it. */
export function acceptPlainForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 8_192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** The sign-in form's own checks (features/account/forms/sign-in-form.ts), before any password is tried. */
function signInProblem(email: string, password: string): string | null {
  if (!email || !password) return "required";
  return emailField.safeParse(email).success ? null : "email";
}

/** The sign-up form's own checks (features/account/forms/sign-up-form.ts), as the page's validation keys. */
function signUpProblem(form: {
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  accept_terms?: string | undefined;
}): string | null {
  if (!form.email || !form.email_confirmation || !form.password || !form.password_confirmation) return "required";
  if (!emailField.safeParse(form.email).success) return "email";
  if (form.email !== form.email_confirmation || form.password !== form.password_confirmation) return "equals";
  if (form.password.length < passwordLimits.min) return "passwordMin";
  if (!form.accept_terms) return "acceptTerms";
  return null;
}

/**
 * A reset code asked for by a plain form: at most one a minute per email and address, told as the
 * limits tell ("please wait a moment"), since the button cannot count down without the app; then as
 * the JSON route asks.
 */
async function askPlainResetCode(deps: ServiceDeps, ip: string, email: string): Promise<void> {
  await enforceLimit(
    deps.rateLimiter,
    `reset-plain:email:${normalizeEmail(email)}:ip:${ip}`,
    authLimits.plainResetSendWait,
  );
  await askPasswordResetCode(deps, ip, email);
}

/** The reset page's second step reads the email its first step asked a code for. */
export const resetEmailCookieName = "reset_email";
/**
 * An hour: past a code's life (ten minutes), so a member whose code ran out can ask for another on
 * the code page; as long as the hour's allowance of codes.
 */
const resetEmailSeconds = authLimits.codeSendPerAccount.windowMs / 1000;

/** The email a reset code went to, kept for the code page where only this site's server reads it, never in the address. */
function keepResetEmail(request: FastifyRequest, reply: FastifyReply, email: string): void {
  reply.setCookie(resetEmailCookieName, email.slice(0, 320), {
    path: "/reset-password",
    httpOnly: true,
    sameSite: "strict",
    secure: overHttps(request),
    maxAge: resetEmailSeconds,
  });
}

/** The new password form's own checks (features/account/forms/reset-password-forms.ts), as validation keys. */
function resetProblem(form: { code: string; password: string; password_confirmation: string }): string | null {
  if (!form.code || !form.password || !form.password_confirmation) return "required";
  if (form.password !== form.password_confirmation) return "equals";
  if (form.password.length < passwordLimits.min) return "passwordMin";
  return null;
}

/** The market for the requests that follow: the `country` cookie the app keeps (four weeks, spec section 9). */
export function keepMarket(request: FastifyRequest, reply: FastifyReply, market: Market): void {
  reply.setCookie("country", market, { path: "/", sameSite: "lax", secure: overHttps(request), maxAge: 2_419_200 });
}

/** The member's language for the pages that follow, as the app would set it after a sign-in. */
export function keepLocale(request: FastifyRequest, reply: FastifyReply, locale: string): void {
  reply.setCookie("locale", locale, {
    path: "/",
    sameSite: "lax",
    secure: overHttps(request),
    maxAge: 7 * 24 * 60 * 60,
  });
}

/** A plain form's failure, or its notice that it went through, as the page that follows shows it. */
export type FormFailure = { failure: string; email: string } | { notice: FormNotice; email: string };

const notices: readonly string[] = ["passwordReset", "codeResent"] satisfies FormNotice[];

/** The failure or notice left for this page by its plain form, taken once (the cookie is cleared). */
export function takeFormFailure(request: FastifyRequest, reply: FastifyReply, page: string): FormFailure | null {
  const value = request.cookies[formFailureCookieName];
  if (value === undefined) return null;
  reply.clearCookie(formFailureCookieName, { path: "/" });
  let kept: unknown;
  try {
    kept = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof kept !== "object" || kept === null) return null;
  const { page: keptPage, failure, notice, email } = kept as Record<string, unknown>;
  if (keptPage !== page || typeof email !== "string") return null;
  if (typeof failure === "string") return { failure, email };
  if (typeof notice === "string" && notices.includes(notice)) return { notice: notice as FormNotice, email };
  return null;
}

/** How the server finishes a form page for its reader (http/web-app.ts): their token, and their last failure. */
export function pageForms(tokens: FormTokens) {
  return async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const next = (request.query as Record<string, unknown> | undefined)?.next;
    const resetEmail = pathname === "/reset-password/code" ? request.cookies[resetEmailCookieName] : undefined;
    return {
      token: await tokens.issue(request, reply),
      next: typeof next === "string" ? safeNextPath(next) : null,
      failure: takeFormFailure(request, reply, pathname),
      // The reset's code step, opened after its first: the address the code went to, in its field.
      email: resetEmail && emailField.safeParse(resetEmail).success ? resetEmail : null,
    };
  };
}
