import { idempotencyKeyHeaders, pointGrantAnswer, pointGrantRequest } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { grantPoints } from "./grants.js";

const tags = ["points"];

/** Back-office calls of the ledger, under `/api/admin`. */
export const pointGrantRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  // A retried grant (same Idempotency-Key) answers with the first grant's entry and balance.
  app.post(
    "/point_grants",
    {
      config: { permission: "points" },
      schema: {
        tags,
        summary: "Credit (or, with a negative amount, debit) a member's points by hand, with a reason",
        headers: idempotencyKeyHeaders,
        body: pointGrantRequest,
        response: { 200: pointGrantAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      const { user_id, point, reason } = request.body;
      const { entry } = await grantPoints(db, actor, {
        userId: user_id,
        amountCents: point,
        reason,
        requestKey: request.headers["idempotency-key"],
      });
      return ok({ entry_id: entry.id, user_id: entry.userId, point: entry.amountCents, balance: entry.balanceAfter });
    },
  );
};
