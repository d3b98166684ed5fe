import { dashboardAnswer, dashboardQuery } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { dashboardFigures } from "./dashboard.js";

/** The console's first screen: sign-ups, active members, points in and out per day, redemptions waiting. */
export const dashboardRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/dashboard",
    {
      config: { permission: "dashboard" },
      schema: {
        tags: ["back office"],
        summary: "Figures per day for the last `days` days, in the zone of the TimeZone header",
        querystring: dashboardQuery,
        response: { 200: dashboardAnswer },
      },
    },
    async (request) => ok(await dashboardFigures(db, request.query.days, timeZoneOf(request.headers.timezone))),
  );
};
