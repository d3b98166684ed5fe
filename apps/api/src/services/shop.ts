import type { FastifyPluginAsync } from "fastify";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import { healthRoutes } from "../modules/health/index.js";

/** The shop-visit service, base `/api/shop`: stores, campaigns, coupons, check-ins. */
export const shopService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { ...sharedDeps(deps), service: "shop" });
};
