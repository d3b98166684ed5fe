import {
  errorCodes,
  notificationAnswer,
  notificationPageAnswer,
  notificationPageQuery,
  notificationParams,
  openedNotificationAnswer,
  openedNotificationRequest,
  readNoticeAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { memberLocale } from "../../http/member-locale.js";
import { ok, paged } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { markOpened, notificationItem, notificationPage, notiSeenOf, ownNotification, readNotice } from "./reading.js";

const tags = ["notifications"];

/** The member's notifications (spec section 7): the list and one, the bell's seen flag, opening one. */
export const notificationRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/push_notifications",
    { schema: { tags, querystring: notificationPageQuery, response: { 200: notificationPageAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { page, limit } = request.query;
      const { place, ...data } = await notificationPage(
        db,
        user.id,
        {
          locale: memberLocale(request, user),
          timeZone: timeZoneOf(request.headers.timezone),
        },
        page,
        limit,
      );
      return paged(data, place);
    },
  );

  app.get(
    "/push_notifications/:id",
    { schema: { tags, params: notificationParams, response: { 200: notificationAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const row = await ownNotification(db, user.id, request.params.id);
      if (!row) throw new AppError(404, errorCodes.notFound, "This notification does not exist.");
      return ok(notificationItem(row, memberLocale(request, user)));
    },
  );

  // The member's own notifications only: `user_id` in the body (the spec's shape) is never trusted.
  app.post(
    "/user_notifications",
    { schema: { tags, body: openedNotificationRequest, response: { 200: openedNotificationAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { reasonable_type, reasonable_id } = request.body;
      const opened = await markOpened(
        db,
        user.id,
        { type: reasonable_type, id: reasonable_id },
        { timeZone: timeZoneOf(request.headers.timezone) },
      );
      return ok({ opened, notiSeen: await notiSeenOf(db, user.id) });
    },
  );

  app.put("/setting/read_notice", { schema: { tags, response: { 200: readNoticeAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    await readNotice(db, user.id);
    return ok({ notiSeen: true as const });
  });
};
