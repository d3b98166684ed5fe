import { earnPointsAnswer, homeAnswer } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberLocale } from "../../http/member-locale.js";
import { ok } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { memberDayOf } from "../member-days/index.js";
import { earnWaysOf, type HomeViewer, homeOf } from "./service.js";

const tags = ["home"];

async function viewerOf(db: ServiceDeps["db"], request: FastifyRequest): Promise<HomeViewer> {
  const { user } = await request.requireUser();
  const [timeZone, now] = [timeZoneOf(request.headers.timezone), new Date()];
  return {
    user,
    locale: memberLocale(request, user),
    timeZone,
    now,
    day: await memberDayOf(db, user.id, now, timeZone),
  };
}

/** `home` (spec section 7) and `home/earn_points`: the member's dashboard and every way to earn. */
export const homeRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, config }) => {
  app.get("/home", { schema: { tags, response: { 200: homeAnswer } } }, async (request) =>
    ok(await homeOf(db, config, await viewerOf(db, request))),
  );

  app.get("/home/earn_points", { schema: { tags, response: { 200: earnPointsAnswer } } }, async (request) =>
    ok(await earnWaysOf(db, await viewerOf(db, request))),
  );
};
