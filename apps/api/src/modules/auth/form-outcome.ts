import { errorCodes, safeNextPath } from "@rewards/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import { overHttps } from "../../http/https-site.js";

// What a plain form leaves for the page it leads to (plain-forms.ts, the setup's and the email code
// screen's answers): apart from the routes, so the session plugin can answer with it too.

/** What a page shows after a plain form, failed or done: read once by the page (`takeFormFailure`). */
export const formFailureCookieName = "form_failure";

/** What a plain form leaves for the page it leads to: its failure, or a notice that it was done. */
export type Left = ({ failure: string } | { notice: FormNotice }) & { email: string; next?: string | undefined };

/** What a plain form that went through has the next page say (web-pages.ts reads its words from the build). */
export type FormNotice = "passwordReset" | "codeResent";

/** 303 to the page, which shows the failure or the notice once (`takeFormFailure`), with the email as typed. */
export function sendBack(request: FastifyRequest, reply: FastifyReply, page: string, kept: Left) {
  const next = safeNextPath(kept.next ?? null);
  const said = "failure" in kept ? { failure: kept.failure } : { notice: kept.notice };
  const value = JSON.stringify({ page, ...said, email: kept.email.slice(0, 320) });
  reply.setCookie(formFailureCookieName, value, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: overHttps(request),
    maxAge: 60,
  });
  // Back to the page as it was asked for: with `next`, the sign-in page that leads there.
  return reply.redirect(next ? `${page}?next=${encodeURIComponent(next)}` : page, 303);
}

/** A refusal a page can tell in its words (its code); anything else is the error handler's. */
export function refusal(request: FastifyRequest, error: unknown): string {
  if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  request.log.info({ code: error.code }, "plain form refused");
  return String(error.code ?? errorCodes.validationFailed);
}
