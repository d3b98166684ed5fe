import { idempotencyKeyHeaders, pointGrantAnswer, pointGrantRequest } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../http/require-role.js";
import type { ServiceDeps } from "../../services/deps.js";
import { grantPoints } from "./grants.js";

const tags = ["points"];

/** Back-office calls of the ledger, under `/api/admin`. */
export const pointGrantRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  // A retried grant (same Idempotency-Key) answers with the first grant's entry and balance.
  app.post(
    "/point_grants",
    {
      schema: { tags, headers: idempotencyKeyHeaders, body: pointGrantRequest, response: { 200: pointGrantAnswer } },
      // Before validation, so someone who is not an admin learns nothing, not even the body's shape.
      preValidation: async (request) => {
        await requireAdmin(request);
      },
    },
    async (request) => {
      const { user: admin } = await requireAdmin(request);
      const { user_id, point, reason } = request.body;
      const { entry } = await grantPoints(db, {
        adminId: admin.id,
        userId: user_id,
        amountCents: point,
        reason,
        requestKey: request.headers["idempotency-key"],
      });
      return {
        status: true as const,
        data: { entry_id: entry.id, user_id: entry.userId, point: entry.amountCents, balance: entry.balanceAfter },
      };
    },
  );
};
