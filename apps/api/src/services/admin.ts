import type { FastifyPluginAsync } from "fastify";
import { appSettingRoutes } from "../modules/app-settings/index.js";
import { healthRoutes } from "../modules/health/index.js";
import { pointGrantRoutes } from "../modules/ledger/index.js";
import { cardStockRoutes, redeemAdminRoutes } from "../modules/redeem/index.js";
import { surveyAdminRoutes } from "../modules/surveys/index.js";
import { type ServiceDeps, sharedDeps } from "./deps.js";

/** The back office, base `/api/admin`: admin and shop-staff operations. */
export const adminService: FastifyPluginAsync<ServiceDeps> = async (app, options) => {
  const deps = sharedDeps(options);
  await app.register(healthRoutes, { db: deps.db, service: "admin" });
  await app.register(pointGrantRoutes, deps);
  await app.register(cardStockRoutes, deps);
  await app.register(redeemAdminRoutes, deps);
  await app.register(surveyAdminRoutes, deps);
  await app.register(appSettingRoutes, deps);
};
