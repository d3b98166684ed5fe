import {
  bingoAdTicket,
  bingoAdTicketAnswer,
  bingoAdTicketBody,
  bingoAdTicketParams,
  bingoCampaignAnswer,
  bingoSummonAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireConfirmedMember } from "../../http/require-role.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../services/deps.js";
import { summonToday } from "./service.js";
import { campaignStateOf } from "./state.js";
import { completeAdTicket, issueAdTicket } from "./video.js";

const tags = ["bingo"];

/** `bingo`: the member's weekly board, today's summon, and catching up a missed day with a video. */
export const bingoRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/bingo/check_campaign", { schema: { tags, response: { 200: bingoCampaignAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    const moment = { now: new Date(), timeZone: timeZoneOf(request.headers.timezone) };
    return { status: true as const, data: await campaignStateOf(db, user, moment) };
  });

  app.post("/bingo/summon", { schema: { tags, response: { 200: bingoSummonAnswer } } }, async (request) => {
    const { user } = await requireConfirmedMember(request);
    const moment = { now: new Date(), timeZone: timeZoneOf(request.headers.timezone) };
    return { status: true as const, data: await db.transaction((tx) => summonToday(tx, user, moment)) };
  });

  app.post(
    "/bingo/ad_tickets",
    { schema: { tags, body: bingoAdTicketBody, response: { 200: bingoAdTicketAnswer } } },
    async (request) => {
      const { user } = await requireConfirmedMember(request);
      const moment = { now: new Date(), timeZone: timeZoneOf(request.headers.timezone) };
      const ticket = await db.transaction((tx) => issueAdTicket(tx, user, moment, request.body.day));
      return { status: true as const, data: bingoAdTicket.parse(ticket) };
    },
  );

  app.post(
    "/bingo/ad_tickets/:id/complete",
    { schema: { tags, params: bingoAdTicketParams, response: { 200: bingoSummonAnswer } } },
    async (request) => {
      const { user } = await requireConfirmedMember(request);
      const moment = { now: new Date(), timeZone: timeZoneOf(request.headers.timezone) };
      return {
        status: true as const,
        data: await db.transaction((tx) => completeAdTicket(tx, user, moment, request.params.id)),
      };
    },
  );
};
