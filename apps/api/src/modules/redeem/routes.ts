import {
  idempotencyKeyHeaders,
  redeemDoneAnswer,
  withdrawAnswer,
  withdrawConfirmRequest,
  withdrawRequest,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { enforceLimit } from "../../lib/limits.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { authLimits } from "../auth/index.js";
import { confirmWithdraw, startWithdraw } from "./bank-transfer.js";
import { payoutProviderOf } from "./payouts/provider-of.js";
import { sendPayout } from "./payouts/send-payout.js";

const tags = ["points"];

/** Bank-transfer redemption: `phone_cards/withdraw` texts the code, `withdraw/confirm` spends the points. */
export const bankTransferRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, options) => {
  const { rateLimiter } = options;
  const provider = payoutProviderOf(options.config);

  app.post(
    "/phone_cards/withdraw",
    { schema: { tags, body: withdrawRequest, response: { 200: withdrawAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      await enforceLimit(rateLimiter, `code-send:ip:${request.ip}`, authLimits.codeSendPerIp);
      await enforceLimit(rateLimiter, `code-send:user:${user.id}`, authLimits.codeSendPerAccount);
      return ok(await startWithdraw(options, user, request.body, provider));
    },
  );

  app.post(
    "/phone_cards/withdraw/confirm",
    {
      schema: {
        tags,
        headers: idempotencyKeyHeaders,
        body: withdrawConfirmRequest,
        response: { 200: redeemDoneAnswer },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      await enforceLimit(rateLimiter, `code-check:ip:${request.ip}`, authLimits.codeCheckPerIp);
      await enforceLimit(rateLimiter, `code-check:user:${user.id}`, authLimits.codeCheckPerAccount);
      const done = await confirmWithdraw(options.db, user, request.body, request.headers["idempotency-key"], provider);
      // A payout due at once goes out now; if the provider does not answer, the sweep sends it again.
      if (provider.automatic) {
        await sendPayout(options.db, provider, done.request.id).catch((error: unknown) =>
          request.log.warn({ err: error, payout_id: done.request.id }, "payout not sent yet"),
        );
      }
      return ok(done);
    },
  );
};
