import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "../modules/health/index.js";
import { type ServiceDeps, sharedDeps } from "./deps.js";

/** The shop-visit service, base `/api/shop`: stores, campaigns, coupons, check-ins. */
export const shopService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { ...sharedDeps(deps), service: "shop" });
};
