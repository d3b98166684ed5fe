import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { enforceLimit, type Limit } from "../lib/limits.js";
import type { RateLimiter } from "../lib/rate-limiter.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** How many uploads one member (or address, when signed out) may send to this route. */
    upload?: Limit;
  }
}

const multipartType = "multipart/form-data";
const bodyMethods = new Set(["POST", "PUT", "PATCH"]);

/**
 * Every route that takes an upload declares how often one member may send one
 * (`config: { upload: limit }`), and the limit is counted before a byte of the body is read: an
 * upload costs memory and CPU (images are decoded and re-encoded), so a flood must stop at the door.
 * A route in a scope that accepts multipart without declaring a limit stops the server at start,
 * so a new upload route cannot forget it. Such routes are also marked `multipart/form-data` in the
 * OpenAPI document, which is how the fuzz suite knows to send them broken uploads.
 */
export const uploadGuard = fp(
  async (app: FastifyInstance, { rateLimiter }: { rateLimiter: RateLimiter }) => {
    app.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
      const methods = [route.method].flat();
      if (!methods.some((method) => bodyMethods.has(method)) || !this.hasContentTypeParser(multipartType)) return;
      const limit = route.config?.upload;
      if (!limit) {
        throw new Error(`${methods.join(",")} ${route.url} accepts uploads but declares no upload limit`);
      }
      route.schema = { ...route.schema, consumes: [multipartType, "application/json"] };
      const counted = async (request: FastifyRequest) => {
        const user = await request.currentUser();
        const who = user ? `user:${user.id}` : `ip:${request.ip}`;
        await enforceLimit(rateLimiter, `upload:${route.url}:${who}`, limit);
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), counted];
    });
  },
  { name: "upload-guard", dependencies: ["auth"] },
);
