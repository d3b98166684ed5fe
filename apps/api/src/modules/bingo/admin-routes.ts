import { bingoCampaignBody, bingoCampaignListAnswer, bingoCampaignSummaryAnswer } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { createCampaign, listCampaigns } from "./campaigns.js";

const tags = ["bingo"];
const bingoPermission = { config: { permission: "bingo" as const } };

/** Back office: the weekly bingo campaigns, their prize tables and fairness hashes. */
export const bingoAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/bingo/campaigns",
    { ...bingoPermission, schema: { tags, response: { 200: bingoCampaignListAnswer } } },
    async () => ok(await listCampaigns(db, new Date())),
  );

  app.post(
    "/bingo/campaigns",
    { ...bingoPermission, schema: { tags, body: bingoCampaignBody, response: { 201: bingoCampaignSummaryAnswer } } },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const campaign = await db.transaction((tx) => createCampaign(tx, request.body, actor));
      return reply.status(201).send(ok(campaign));
    },
  );
};
