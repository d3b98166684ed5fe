import {
  checkMissionsAnswer,
  claimAnswer,
  completedMissionsAnswer,
  completedMissionsQuery,
  errorCodes,
  missionMessages,
  missionsAnswer,
  missionsQuery,
  subMissionParams,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { memberLocale } from "../../http/member-locale.js";
import { ok } from "../../http/reply.js";
import { requireConfirmedMember } from "../../http/require-role.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { memberDayOf } from "../member-days/index.js";
import { claimSubMission } from "./claim.js";
import { claimableCount, completedPage, type MissionViewer, missionsPage } from "./listing.js";

const tags = ["missions"];

/** `missions*` and `sub_missions/{id}`: the three tabs, the claim and the menu's dot (spec section 7). */
export const missionRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  const viewerOf = async (request: Parameters<typeof memberLocale>[0]): Promise<MissionViewer> => {
    const { user } = await request.requireUser();
    const day = await memberDayOf(db, user.id, new Date(), timeZoneOf(request.headers.timezone));
    return { userId: user.id, level: user.level, locale: memberLocale(request, user), day };
  };

  app.get(
    "/missions",
    { schema: { tags, querystring: missionsQuery, response: { 200: missionsAnswer } } },
    async (request) => {
      const viewer = await viewerOf(request);
      return ok(await missionsPage(db, viewer, request.query.type, request.query.page));
    },
  );

  app.get(
    "/missions/completed",
    { schema: { tags, querystring: completedMissionsQuery, response: { 200: completedMissionsAnswer } } },
    async (request) => {
      const viewer = await viewerOf(request);
      return ok(await completedPage(db, viewer, request.query.page));
    },
  );

  app.get("/missions/check_missions", { schema: { tags, response: { 200: checkMissionsAnswer } } }, async (request) => {
    const viewer = await viewerOf(request);
    try {
      const count = await claimableCount(db, viewer);
      return ok({ claimable: count > 0, count });
    } catch (error) {
      request.log.error({ err: error }, "mission check failed");
      throw new AppError(503, errorCodes.missionCheckFailed, missionMessages.checkFailed);
    }
  });

  app.put(
    "/sub_missions/:id",
    { schema: { tags, params: subMissionParams, response: { 200: claimAnswer } } },
    async (request) => {
      const { user } = await requireConfirmedMember(request);
      const context = {
        now: new Date(),
        timeZone: timeZoneOf(request.headers.timezone),
        locale: memberLocale(request, user),
      };
      return ok(await db.transaction((tx) => claimSubMission(tx, user, request.params.id, context)));
    },
  );
};
