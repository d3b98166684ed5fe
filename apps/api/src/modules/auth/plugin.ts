import { AsyncLocalStorage } from "node:async_hooks";
import { errorCodes, signedInElsewhereMessage } from "@rewards/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import type { User } from "../users/index.js";
import { sessionCookieName } from "./cookies.js";
import { answerPendingResend, emailNotConfirmed, isEmailCodeResend, onEmailCodeScreen } from "./email-code-screen.js";
import { lookupJobToken } from "./job-tokens.js";
import { lookupPendingSession, type PendingSessionLookup } from "./pending-sign-ups.js";
import { notePresence } from "./presence.js";
import { accountSuspended, lookupSession, type SessionLookup } from "./sessions.js";

/** `pendingSignUp`: the session is a pending sign-up's (`sign-up.ts`), whose account does not exist. */
export type SignedIn = { user: User; sessionId: string; pendingSignUp?: true };

type Found = SessionLookup | PendingSessionLookup;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when a route asks. */
    currentUser(): Promise<User | null>;
    /** The signed-in user and session, or a 401 that says why (signed in elsewhere, signed out). */
    requireUser(): Promise<SignedIn>;
    /**
     * Runs `work` so that the requests it makes in this process (`app.inject`, as the server's
     * rendering of a page does) with this request's session find it already looked up.
     */
    sharingSession<T>(work: () => Promise<T>): Promise<T>;
  }
}

/**
 * The session a request looked up, for the requests made in process on its behalf: a page
 * rendered on the server asks the API for the screen's data with the reader's cookie, and each
 * such call would look the same session up again (and note the reader's presence again). Keyed
 * by the token itself, so only a call with the very same session shares it; a request from
 * outside never runs inside this context.
 */
const sharedLookups = new AsyncLocalStorage<{ token: string; found: Promise<Found> }>();

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A GET that sends something (the spec's `resend_*`): only for clients that send the `token`
     * header. The web app uses the POST twin; a GET authenticated by the cookie is refused, so a
     * link or an image on another site can never make the server send a code.
     */
    tokenOnly?: boolean;
    /**
     * A write that must be answered even from a page that cannot set headers (`navigator.sendBeacon`
     * to `/api/logs`): without `platform` the cookie is ignored and the request is anonymous.
     */
    cookieIgnoredCrossSite?: boolean;
    /**
     * A signed-in page's plain HTML form (`plain-forms.ts`), which cannot send `platform` either: the
     * cookie counts, and the route's own check (Sec-Fetch-Site or Origin, and the form token) runs
     * before its handler, so a post from another site is refused all the same.
     */
    plainForm?: boolean;
    /**
     * The job service's routes: a `token` header may also carry a job token (`GET
     * {product}_authentication`), good while the session it was exchanged for lives. Elsewhere a
     * job token is no session at all.
     */
    jobToken?: boolean;
  }
}

type PresentedToken = { token: string; by: "header" | "cookie" };

/** Requests whose cookie does not count (see `cookieIgnoredCrossSite`). */
const cookieIgnored = new WeakSet<FastifyRequest>();

function presentedToken(request: FastifyRequest): PresentedToken | null {
  const header = request.headers.token;
  if (typeof header === "string" && header.length > 0) return { token: header, by: "header" };
  const cookie = cookieIgnored.has(request) ? undefined : request.cookies[sessionCookieName];
  return cookie && cookie.length > 0 ? { token: cookie, by: "cookie" } : null;
}

/**
 * The one guard for everything done by cookie (ARCHITECTURE.md, section 2). A write authenticated
 * by the session cookie must carry `platform`, which a cross-site form or link cannot set; a GET
 * by cookie must not be one that sends something. Runs before every route, whatever it does with
 * the session afterwards, so no route can forget it.
 */
function guardCookieRequest(request: FastifyRequest): void {
  if (presentedToken(request)?.by !== "cookie") return;
  const config = request.routeOptions.config ?? {};
  if (safeMethods.has(request.method)) {
    if (config.tokenOnly) {
      throw new AppError(405, errorCodes.methodNotAllowed, "Send this as a POST from the web app.");
    }
    return;
  }
  if (request.headers.platform !== undefined || config.plainForm) return;
  if (config.cookieIgnoredCrossSite) {
    cookieIgnored.add(request);
    return;
  }
  throw new AppError(403, errorCodes.csrfRejected, "This request is missing the platform header.");
}

/**
 * Sessions, for every route. An account whose email is not confirmed, and a pending sign-up
 * shown as one, reach only the email code screen (`email-code-screen.ts`): elsewhere
 * `requireUser` refuses them and `currentUser` does not see them, alike.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; rateLimiter: RateLimiter }) => {
    const lookups = new WeakMap<FastifyRequest, Promise<Found>>();
    const find = async (token: string, request: FastifyRequest): Promise<Found> => {
      let session = await lookupSession(options.db, token);
      if (session.kind === "none" && request.routeOptions.config?.jobToken) {
        session = await lookupJobToken(options.db, token);
      }
      if (session.kind === "live") await notePresence(options.db, { ...session, userId: session.user.id });
      return session.kind === "none" ? lookupPendingSession(options.db, token) : session;
    };
    const lookup = (request: FastifyRequest): Promise<Found> => {
      let found = lookups.get(request);
      if (!found) {
        const presented = presentedToken(request);
        const shared = sharedLookups.getStore();
        if (!presented) found = Promise.resolve({ kind: "none" as const });
        else if (shared?.token === presented.token && !request.routeOptions.config?.jobToken) found = shared.found;
        else found = find(presented.token, request);
        lookups.set(request, found);
      }
      return found;
    };

    app.addHook("onRequest", async (request) => guardCookieRequest(request));

    app.addHook("preHandler", async (request, reply) => {
      if (!isEmailCodeResend(request) || !presentedToken(request)) return;
      const found = await lookup(request);
      if (found.kind !== "pending") return;
      await answerPendingResend(options, request, reply, found);
      return reply;
    });

    app.decorateRequest("currentUser", async function (this: FastifyRequest) {
      const found = await lookup(this);
      return found.kind === "live" && found.user.emailConfirmedAt ? found.user : null;
    });

    app.decorateRequest("sharingSession", function <T>(this: FastifyRequest, work: () => Promise<T>): Promise<T> {
      const presented = presentedToken(this);
      if (!presented) return work();
      return sharedLookups.run({ token: presented.token, found: lookup(this) }, work);
    });

    app.decorateRequest("requireUser", async function (this: FastifyRequest) {
      const presented = presentedToken(this);
      if (!presented) throw new AppError(401, errorCodes.unauthorized, "You must log in before continuing.");
      const found = await lookup(this);
      if (found.kind === "live" || found.kind === "pending") {
        if (!found.user.emailConfirmedAt && !onEmailCodeScreen(this)) throw emailNotConfirmed();
        const signedIn: SignedIn = { user: found.user, sessionId: found.sessionId };
        return found.kind === "pending" ? { ...signedIn, pendingSignUp: true as const } : signedIn;
      }
      if (found.kind === "ended" && found.reason === "replaced") {
        throw new AppError(401, errorCodes.signedInElsewhere, signedInElsewhereMessage);
      }
      if (found.kind === "ended" && found.reason === "suspended") throw accountSuspended(401);
      throw new AppError(401, errorCodes.unauthorized, "You must log in before continuing.");
    });
  },
  { name: "auth", dependencies: ["@fastify/cookie"] },
);
