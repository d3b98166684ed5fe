import {
  bingoAdCallbackAnswer,
  bingoAdCallbackParams,
  bingoAdCallbackQuery,
  bingoAdTicket,
  bingoAdTicketAnswer,
  bingoAdTicketBody,
  bingoAdTicketParams,
  bingoCampaignAnswer,
  bingoDailySummonAnswer,
  bingoDailySummonBody,
  bingoMessages,
  bingoSummonAnswer,
  errorCodes,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/reply.js";
import { requireConfirmedMember } from "../../http/require-role.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { adNetworksOf } from "./ad-networks.js";
import { summonDaily } from "./daily-summon.js";
import { earningMoment, readingMoment } from "./moment.js";
import { summonToday } from "./service.js";
import { campaignStateOf } from "./state.js";
import { completeAdTicket, creditAdCallback, issueAdTicket } from "./video.js";

const tags = ["bingo"];

/**
 * `bingo`: the member's weekly board and today's summon, the daily board, and catching up a missed
 * day with a video (the house video, or an ad network that confirms views by a signed callback).
 */
export const bingoRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, config }) => {
  const networks = adNetworksOf(config);

  app.get("/bingo/check_campaign", { schema: { tags, response: { 200: bingoCampaignAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    const moment = await readingMoment(db, user.id, timeZoneOf(request.headers.timezone));
    return ok(await campaignStateOf(db, user, moment));
  });

  app.post("/bingo/summon", { schema: { tags, response: { 200: bingoSummonAnswer } } }, async (request) => {
    const { user } = await requireConfirmedMember(request);
    const zone = timeZoneOf(request.headers.timezone);
    return ok(await db.transaction(async (tx) => summonToday(tx, user, await earningMoment(tx, user.id, zone))));
  });

  app.post(
    "/bingo/daily_board/summon",
    { schema: { tags, body: bingoDailySummonBody, response: { 200: bingoDailySummonAnswer } } },
    async (request) => {
      const { user } = await requireConfirmedMember(request);
      const zone = timeZoneOf(request.headers.timezone);
      return ok(
        await db.transaction(async (tx) =>
          summonDaily(tx, user, await earningMoment(tx, user.id, zone), request.body.all),
        ),
      );
    },
  );

  app.post(
    "/bingo/ad_tickets",
    { schema: { tags, body: bingoAdTicketBody, response: { 200: bingoAdTicketAnswer } } },
    async (request) => {
      const { user } = await requireConfirmedMember(request);
      const zone = timeZoneOf(request.headers.timezone);
      const ticket = await db.transaction(async (tx) =>
        issueAdTicket(tx, user, await earningMoment(tx, user.id, zone), request.body.day, networks),
      );
      return ok(bingoAdTicket.parse(ticket));
    },
  );

  app.post(
    "/bingo/ad_tickets/:id/complete",
    { schema: { tags, params: bingoAdTicketParams, response: { 200: bingoSummonAnswer } } },
    async (request) => {
      const { user } = await requireConfirmedMember(request);
      const zone = timeZoneOf(request.headers.timezone);
      return ok(
        await db.transaction(async (tx) =>
          completeAdTicket(tx, user, await earningMoment(tx, user.id, zone), request.params.id),
        ),
      );
    },
  );

  /**
   * The ad network's server-side verification callback. A GET that credits a summon, because that
   * is how ad networks call back (AdMob's rewarded-ad SSV); it is safe as one: nothing is credited
   * unless the network's signature over the raw query string verifies with a configured key, the
   * view is for one of our ad units and names an unspent one-time ticket of that network, and the
   * network's transaction id is unique, so a replayed or crawled link credits nothing.
   */
  app.get(
    "/bingo/ad_callbacks/:network",
    {
      schema: {
        tags,
        params: bingoAdCallbackParams,
        querystring: bingoAdCallbackQuery,
        response: { 200: bingoAdCallbackAnswer },
      },
    },
    async (request) => {
      const network = networks.get(request.params.network);
      if (!network?.verifyCallback) throw new AppError(404, errorCodes.notFound, "Not found.");
      const url = request.raw.url ?? "";
      const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
      const view = network.verifyCallback(query);
      if (!view) throw new AppError(403, errorCodes.forbidden, bingoMessages.badCallback);
      const credited = await db.transaction((tx) => creditAdCallback(tx, network.name, view, new Date()));
      request.log.info({ network: network.name, ticket: credited.ticket_id }, "ad view credited");
      return ok(credited);
    },
  );
};
