import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../services/deps.js";

/** `phone_cards/get_list_phone_card_info` and `phone_cards/change_card`. */
export const cardRoutes: FastifyPluginAsyncZod<ServiceDeps> = async () => {};
