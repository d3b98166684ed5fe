import { changeCardRequest, idempotencyKeyHeaders, phoneCardInfoAnswer, redeemDoneAnswer } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { cardInfoFor, changeCard } from "./cards.js";

const tags = ["redeem"];

/** `phone_cards/get_list_phone_card_info` and `phone_cards/change_card`. */
export const cardRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.get(
    "/phone_cards/get_list_phone_card_info",
    { schema: { tags, response: { 200: phoneCardInfoAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      return ok(await cardInfoFor(deps, user));
    },
  );

  // A retry with the same Idempotency-Key gets the first exchange's answer (and codes), never a second exchange.
  app.post(
    "/phone_cards/change_card",
    { schema: { tags, headers: idempotencyKeyHeaders, body: changeCardRequest, response: { 200: redeemDoneAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const done = await changeCard(deps, user, request.body, request.headers["idempotency-key"]);
      return ok(done);
    },
  );
};
