import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.js";
import type { User } from "../users/index.js";
import { findSessionUser } from "./sessions.js";

/** The httpOnly cookie the web app is authenticated by; native clients send the `token` header. */
export const sessionCookieName = "session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when a route asks. */
    currentUser(): Promise<User | null>;
  }
}

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === "string" && header.length > 0) return header;
  const cookie = request.cookies[sessionCookieName];
  return cookie && cookie.length > 0 ? cookie : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const lookups = new WeakMap<FastifyRequest, Promise<User | null>>();
    app.decorateRequest("currentUser", function (this: FastifyRequest) {
      let lookup = lookups.get(this);
      if (!lookup) {
        const token = presentedToken(this);
        lookup = token ? findSessionUser(options.db, token) : Promise.resolve(null);
        lookups.set(this, lookup);
      }
      return lookup;
    });
  },
  { name: "auth", dependencies: ["@fastify/cookie"] },
);
