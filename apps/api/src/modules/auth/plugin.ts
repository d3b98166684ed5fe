import { errorCodes, signedInElsewhereMessage } from "@rewards/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { User } from "../users/index.js";
import { sessionCookieName } from "./cookies.js";
import { notePresence } from "./presence.js";
import { accountSuspended, lookupSession, type SessionLookup } from "./sessions.js";

export type SignedIn = { user: User; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when a route asks. */
    currentUser(): Promise<User | null>;
    /** The signed-in user and session, or a 401 that says why (signed in elsewhere, signed out). */
    requireUser(): Promise<SignedIn>;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

type PresentedToken = { token: string; by: "header" | "cookie" };

function presentedToken(request: FastifyRequest): PresentedToken | null {
  const header = request.headers.token;
  if (typeof header === "string" && header.length > 0) return { token: header, by: "header" };
  const cookie = request.cookies[sessionCookieName];
  return cookie && cookie.length > 0 ? { token: cookie, by: "cookie" } : null;
}

/** The web app's requests carry `platform`; a cross-site form cannot set a header (ARCHITECTURE.md, section 2). */
function assertNotCrossSite(request: FastifyRequest, presented: PresentedToken): void {
  if (presented.by === "cookie" && !safeMethods.has(request.method) && request.headers.platform === undefined) {
    throw new AppError(403, errorCodes.csrfRejected, "This request is missing the platform header.");
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const lookups = new WeakMap<FastifyRequest, Promise<SessionLookup>>();
    const lookup = (request: FastifyRequest): Promise<SessionLookup> => {
      let found = lookups.get(request);
      if (!found) {
        const presented = presentedToken(request);
        found = presented
          ? lookupSession(options.db, presented.token).then(async (session) => {
              if (session.kind === "live") await notePresence(options.db, { ...session, userId: session.user.id });
              return session;
            })
          : Promise.resolve({ kind: "none" as const });
        lookups.set(request, found);
      }
      return found;
    };

    app.decorateRequest("currentUser", async function (this: FastifyRequest) {
      const found = await lookup(this);
      return found.kind === "live" ? found.user : null;
    });

    app.decorateRequest("requireUser", async function (this: FastifyRequest) {
      const presented = presentedToken(this);
      if (!presented) throw new AppError(401, errorCodes.unauthorized, "You must log in before continuing.");
      assertNotCrossSite(this, presented);
      const found = await lookup(this);
      if (found.kind === "live") return { user: found.user, sessionId: found.sessionId };
      if (found.kind === "ended" && found.reason === "replaced") {
        throw new AppError(401, errorCodes.signedInElsewhere, signedInElsewhereMessage);
      }
      if (found.kind === "ended" && found.reason === "suspended") throw accountSuspended(401);
      throw new AppError(401, errorCodes.unauthorized, "You must log in before continuing.");
    });
  },
  { name: "auth", dependencies: ["@fastify/cookie"] },
);
