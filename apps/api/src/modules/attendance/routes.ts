import { attendanceAnswer, checkInAnswer } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { requireConfirmedMember } from "../../http/require-role.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { attendanceStateOf, checkIn } from "./service.js";

const tags = ["attendance"];

/** `attendance`: today's check-in, the streak and freezes, in the member's `TimeZone`. */
export const attendanceRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/attendance", { schema: { tags, response: { 200: attendanceAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    const moment = { now: new Date(), timeZone: timeZoneOf(request.headers.timezone) };
    return ok(await attendanceStateOf(db, user.id, moment));
  });

  app.post("/attendance/check_in", { schema: { tags, response: { 200: checkInAnswer } } }, async (request) => {
    const { user } = await requireConfirmedMember(request);
    const moment = { now: new Date(), timeZone: timeZoneOf(request.headers.timezone) };
    return ok(await db.transaction((tx) => checkIn(tx, user.id, moment)));
  });
};
