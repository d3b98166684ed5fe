import {
  accountCheckAnswer,
  accountCheckRequest,
  payoutAnswer,
  payoutChannelsAnswer,
  payoutChannelsFor,
  payoutParams,
  redeemRateFor,
  webhookAnswer,
  xenditPayoutWebhook,
  xenditWebhookHeaders,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../http/reply.js";
import { enforceLimit } from "../../../lib/limits.js";
import type { ServiceDeps } from "../../../lib/service-deps.js";
import { checkAccount } from "./account-check.js";
import { payoutProviderOf } from "./provider-of.js";
import { memberPayout } from "./view.js";
import { receivePayoutWebhook } from "./webhook.js";

const tags = ["points"];

/** Asking a provider about accounts costs money and tells names: a few a minute per member and address. */
export const accountCheckLimits = {
  perUser: { limit: 10, windowMs: 10 * 60 * 1000 },
  perIp: { limit: 30, windowMs: 10 * 60 * 1000 },
};

/** Cash-outs through the provider: the channels, an account's holder, a payout's timeline, the provider's webhook. */
export const payoutRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, config, rateLimiter }) => {
  const provider = payoutProviderOf(config);

  app.get("/payouts/channels", { schema: { tags, response: { 200: payoutChannelsAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    const rate = redeemRateFor(user.market);
    const channels = payoutChannelsFor(user.market).map((channel) => ({
      code: channel.code,
      kind: channel.kind,
      name: channel.name,
      currency: rate.currency,
      max_amount: channel.maxLocal,
      holder_lookup: channel.holderLookup && provider.automatic,
      country_code: channel.kind === "ewallet" ? (channel.market === "vi" ? "+84" : "+62") : null,
    }));
    return ok({ provider: provider.name, channels });
  });

  app.post(
    "/payouts/account_check",
    { schema: { tags, body: accountCheckRequest, response: { 200: accountCheckAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      await enforceLimit(rateLimiter, `payout-account:ip:${request.ip}`, accountCheckLimits.perIp);
      await enforceLimit(rateLimiter, `payout-account:user:${user.id}`, accountCheckLimits.perUser);
      const { channel: _channel, ...checked } = await checkAccount(provider, user.market, request.body);
      return ok(checked);
    },
  );

  app.get(
    "/payouts/:id",
    { schema: { tags, params: payoutParams, response: { 200: payoutAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      return ok(await memberPayout(db, user.id, request.params.id));
    },
  );

  // No session: the provider calls it, verified by its callback token and the timestamp.
  app.post(
    "/payouts/xendit/webhook",
    { schema: { tags, headers: xenditWebhookHeaders, body: xenditPayoutWebhook, response: { 200: webhookAnswer } } },
    async (request) => {
      const answer = await receivePayoutWebhook(db, provider, request.log, {
        headers: request.headers as Record<string, unknown>,
        body: request.body,
      });
      return ok(answer);
    },
  );
};
