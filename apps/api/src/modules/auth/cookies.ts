import type { FastifyReply, FastifyRequest } from "fastify";
import { overHttps } from "../../http/https-site.js";

/** The httpOnly cookie the web app is authenticated by; native clients send the `token` header. */
export const sessionCookieName = "session";
/** Readable by the web app: whether the user is a confirmed member (spec: loggedIn = phone_confirmed). */
export const loggedInCookieName = "loggedIn";

/** Spec section 9: the auth cookies live 604800 s. */
const authCookieSeconds = 604_800;

/** The web app (platform 3) keeps its session in a cookie; other clients get the token in the answer. */
export function isWebClient(request: FastifyRequest): boolean {
  return request.headers.platform === "3";
}

function baseOptions(request: FastifyRequest) {
  return { path: "/", sameSite: "lax" as const, secure: overHttps(request) };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  phoneConfirmed: boolean,
): void {
  reply.setCookie(sessionCookieName, token, { ...baseOptions(request), httpOnly: true, maxAge: authCookieSeconds });
  setLoggedInCookie(request, reply, phoneConfirmed);
}

export function setLoggedInCookie(request: FastifyRequest, reply: FastifyReply, phoneConfirmed: boolean): void {
  reply.setCookie(loggedInCookieName, String(phoneConfirmed), { ...baseOptions(request), maxAge: authCookieSeconds });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { ...baseOptions(request), httpOnly: true });
  reply.clearCookie(loggedInCookieName, baseOptions(request));
}
