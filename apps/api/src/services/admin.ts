import type { FastifyPluginAsync } from "fastify";
import { guardBackOffice } from "../http/require-role.js";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import { consoleRoutes, dashboardRoutes } from "../modules/admin/index.js";
import { advertisementAdminRoutes } from "../modules/advertisements/index.js";
import { appSettingRoutes } from "../modules/app-settings/index.js";
import { auditLogRoutes } from "../modules/audit/index.js";
import { bingoAdminRoutes } from "../modules/bingo/index.js";
import { healthRoutes } from "../modules/health/index.js";
import { idCheckAdminRoutes } from "../modules/job-profiles/index.js";
import { jobAdminRoutes } from "../modules/jobs/index.js";
import { pointGrantRoutes } from "../modules/ledger/index.js";
import { memberAdminRoutes } from "../modules/members/index.js";
import { missionAdminRoutes } from "../modules/missions/index.js";
import { notificationCampaignRoutes } from "../modules/notifications/index.js";
import { cardStockRoutes, redeemAdminRoutes } from "../modules/redeem/index.js";
import { storeAdminRoutes } from "../modules/stores/index.js";
import { supportAdminRoutes } from "../modules/support/index.js";
import { surveyAdminRoutes } from "../modules/surveys/index.js";

/**
 * The back office, base `/api/admin`. Every route declares the permission it needs
 * (`config: { permission }`); the hook below checks it before anything else runs and refuses to
 * start with a route that declares none.
 */
export const adminService: FastifyPluginAsync<ServiceDeps> = async (app, options) => {
  const deps = sharedDeps(options);
  app.addHook("onRoute", guardBackOffice);
  await app.register(healthRoutes, { ...deps, service: "admin" });
  await app.register(consoleRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(auditLogRoutes, deps);
  await app.register(memberAdminRoutes, deps);
  await app.register(pointGrantRoutes, deps);
  await app.register(cardStockRoutes, deps);
  await app.register(redeemAdminRoutes, deps);
  await app.register(surveyAdminRoutes, deps);
  await app.register(supportAdminRoutes, deps);
  await app.register(appSettingRoutes, deps);
  await app.register(missionAdminRoutes, deps);
  await app.register(advertisementAdminRoutes, deps);
  await app.register(bingoAdminRoutes, deps);
  await app.register(notificationCampaignRoutes, deps);
  await app.register(idCheckAdminRoutes, deps);
  await app.register(storeAdminRoutes, deps);
  await app.register(jobAdminRoutes, deps);
};
