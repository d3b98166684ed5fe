import {
  cardImportAnswer,
  cardImportRequest,
  cardStockAnswer,
  cardStockListAnswer,
  cardStockRequest,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { importCardStock } from "./card-import.js";
import { listCardStock, loadCardStock } from "./card-stock.js";

const tags = ["redeem"];
const redemptions = { config: { permission: "redemptions" as const } };

/** Back office: load and list phone and gift card stock. */
export const cardStockRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/card_stock", { ...redemptions, schema: { tags, response: { 200: cardStockListAnswer } } }, async () =>
    ok(await listCardStock(db)),
  );

  // Codes already loaded for the product are skipped, so a retried load adds nothing twice.
  app.post(
    "/card_stock",
    { ...redemptions, schema: { tags, body: cardStockRequest, response: { 200: cardStockAnswer } } },
    async (request) => {
      const { actor } = await staffOf(request);
      return ok(await loadCardStock(db, actor, request.body));
    },
  );

  app.post(
    "/card_stock/import",
    {
      ...redemptions,
      schema: {
        tags,
        summary: "Preview (commit: false) or load (commit: true) card codes from a CSV file, with per-line errors",
        body: cardImportRequest,
        response: { 200: cardImportAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      const result = await importCardStock(db, actor, request.body.csv, request.body.commit);
      return ok(result);
    },
  );
};
