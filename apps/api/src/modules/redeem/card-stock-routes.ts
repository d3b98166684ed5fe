import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../services/deps.js";

/** Back office: load and list phone and gift card stock. */
export const cardStockRoutes: FastifyPluginAsyncZod<ServiceDeps> = async () => {};
