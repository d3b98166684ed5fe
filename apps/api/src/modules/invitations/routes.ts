import { invitationHistoriesAnswer, inviteInfoAnswer, pageQuery } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { invitationHistories, inviteInfo } from "./listing.js";

const tags = ["invitations"];

/** The member's invite code and the friends they invited. */
export const invitationRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/invitations", { schema: { tags, response: { 200: inviteInfoAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    return ok(await inviteInfo(db, user));
  });

  app.get(
    "/point_histories/invitation_histories",
    { schema: { tags, querystring: pageQuery, response: { 200: invitationHistoriesAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { items, place } = await invitationHistories(db, user.id, request.query.page);
      return paged(items, place);
    },
  );
};
