import { cardStockAnswer, cardStockListAnswer, cardStockRequest } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminsOnly } from "../../http/require-role.js";
import type { ServiceDeps } from "../../services/deps.js";
import { addCardStock, listCardStock } from "./card-stock.js";

const tags = ["redeem"];

/** Back office: load and list phone and gift card stock. */
export const cardStockRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/card_stock", { schema: { tags, response: { 200: cardStockListAnswer } }, ...adminsOnly }, async () => ({
    status: true as const,
    data: await listCardStock(db),
  }));

  // Codes already loaded for the product are skipped, so a retried load adds nothing twice.
  app.post(
    "/card_stock",
    { schema: { tags, body: cardStockRequest, response: { 200: cardStockAnswer } }, ...adminsOnly },
    async (request) => {
      const item = await db.transaction((tx) => addCardStock(tx, request.body));
      return { status: true as const, data: item };
    },
  );
};
