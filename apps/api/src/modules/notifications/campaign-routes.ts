import {
  adminNotificationCampaignAnswer,
  adminNotificationCampaignsAnswer,
  campaignPageSize,
  notificationAudienceAnswer,
  notificationAudienceRequest,
  notificationCampaignParams,
  notificationCampaignRequest,
  notificationCampaignsQuery,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { countAudience, storedSegment } from "./campaign-segment.js";
import { queueCampaignSend } from "./campaign-sending.js";
import { campaignById, cancelCampaign, createCampaign, listCampaigns } from "./campaigns.js";

const tags = ["notifications"];
const permission = { config: { permission: "notifications" as const } };

/** Back office, under `/api/admin`: announcements to a segment of members, now or at a set time. */
export const notificationCampaignRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, jobs }) => {
  app.get(
    "/notifications",
    {
      ...permission,
      schema: { tags, querystring: notificationCampaignsQuery, response: { 200: adminNotificationCampaignsAnswer } },
    },
    async (request) => {
      const { campaigns, total } = await listCampaigns(db, request.query);
      return paged(campaigns, { page: request.query.page, limit: campaignPageSize, total });
    },
  );

  app.post(
    "/notifications",
    {
      ...permission,
      schema: { tags, body: notificationCampaignRequest, response: { 201: adminNotificationCampaignAnswer } },
    },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const campaign = await createCampaign(db, actor, request.body);
      if (jobs) {
        await queueCampaignSend(jobs, new Date(campaign.send_at)).catch((error: unknown) =>
          request.log.warn({ err: error }, "campaign send not queued; the minutely sweep sends it"),
        );
      }
      return reply.status(201).send(ok(campaign));
    },
  );

  app.post(
    "/notifications/audience",
    {
      ...permission,
      schema: {
        tags,
        summary: "How many members a segment reaches now",
        body: notificationAudienceRequest,
        response: { 200: notificationAudienceAnswer },
      },
    },
    async (request) => ok({ members: await countAudience(db, storedSegment(request.body.segment)) }),
  );

  app.get(
    "/notifications/:id",
    {
      ...permission,
      schema: { tags, params: notificationCampaignParams, response: { 200: adminNotificationCampaignAnswer } },
    },
    async (request) => ok(await campaignById(db, request.params.id)),
  );

  app.post(
    "/notifications/:id/cancel",
    {
      ...permission,
      schema: { tags, params: notificationCampaignParams, response: { 200: adminNotificationCampaignAnswer } },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await cancelCampaign(db, actor, request.params.id));
    },
  );
};
