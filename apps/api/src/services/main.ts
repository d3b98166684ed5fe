import type { FastifyPluginAsync } from "fastify";
import { attendanceRoutes } from "../modules/attendance/index.js";
import { authRoutes } from "../modules/auth/index.js";
import { bingoRoutes } from "../modules/bingo/index.js";
import { healthRoutes } from "../modules/health/index.js";
import { homeRoutes } from "../modules/home/index.js";
import { invitationRoutes } from "../modules/invitations/index.js";
import { logRoutes } from "../modules/logs/index.js";
import { missionRoutes } from "../modules/missions/index.js";
import { notificationRoutes, unsubscribeRoutes } from "../modules/notifications/index.js";
import { pointHistoryRoutes } from "../modules/points/index.js";
import { profileRoutes } from "../modules/profile/index.js";
import { bankTransferRoutes, cardRoutes } from "../modules/redeem/index.js";
import { settingRoutes } from "../modules/settings/index.js";
import { supportRoutes } from "../modules/support/index.js";
import { surveyRoutes } from "../modules/surveys/index.js";
import { type ServiceDeps, sharedDeps } from "./deps.js";

/** The main API, base `/api`: accounts, surveys, points, missions and the rest of the spec's main table. */
export const mainService: FastifyPluginAsync<ServiceDeps> = async (app, options) => {
  const deps = sharedDeps(options);
  await app.register(healthRoutes, { db: deps.db, service: "main" });
  await app.register(logRoutes, { db: deps.db, rateLimiter: deps.rateLimiter });
  await app.register(authRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(settingRoutes, deps);
  await app.register(pointHistoryRoutes, deps);
  await app.register(bankTransferRoutes, deps);
  await app.register(cardRoutes, deps);
  await app.register(surveyRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(homeRoutes, deps);
  await app.register(attendanceRoutes, deps);
  await app.register(missionRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(bingoRoutes, deps);
  await app.register(unsubscribeRoutes, deps);
};
