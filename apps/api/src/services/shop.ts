import type { FastifyPluginAsync } from "fastify";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import { healthRoutes } from "../modules/health/index.js";
import { bestOfferJoin, shopCouponRoutes } from "../modules/shop-coupons/index.js";
import { checkInsSince, shopVisitRoutes } from "../modules/shop-visits/index.js";
import { storeFileRoutes, storeRoutes } from "../modules/stores/index.js";

/** The shop-visit service, base `/api/shop`: stores, campaigns, coupons, check-ins. */
export const shopService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  const shared = sharedDeps(deps);
  await app.register(healthRoutes, { ...shared, service: "shop" });
  // Stores rank by check-ins and campaigns without importing the modules that keep them.
  await app.register(storeRoutes, { ...shared, recentActivity: [checkInsSince], bestOfferJoin });
  await app.register(storeFileRoutes, shared);
  await app.register(shopVisitRoutes, shared);
  await app.register(shopCouponRoutes, shared);
};
