import {
  adminRedeemRequestAnswer,
  adminRedeemRequestsAnswer,
  moveRedeemRequestBody,
  redeemRequestParams,
  redeemRequestsQuery,
  rejectRedeemRequest,
  revealedAccountAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import {
  adminPageSize,
  adminRequestOf,
  listRedeemRequests,
  moveRedeemRequest,
  type RedeemAction,
  revealAccountNumber,
} from "./admin.js";
import { payoutProviderOf } from "./payouts/provider-of.js";
import { sendPayout } from "./payouts/send-payout.js";

const tags = ["points"];
const redemptions = { config: { permission: "redemptions" as const } };

/** Back office, under `/api/admin`: the queue of redeem requests and the actions on them. */
export const redeemAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, config }) => {
  const provider = payoutProviderOf(config);
  app.get(
    "/redeem_requests",
    {
      ...redemptions,
      schema: { tags, querystring: redeemRequestsQuery, response: { 200: adminRedeemRequestsAnswer } },
    },
    async (request) => {
      const { requests, total } = await listRedeemRequests(db, request.query);
      return paged(requests, { page: request.query.page, limit: adminPageSize, total });
    },
  );

  const actions: RedeemAction[] = ["approve", "paid"];
  for (const action of actions) {
    app.post(
      `/redeem_requests/:id/${action}`,
      {
        ...redemptions,
        schema: {
          tags,
          params: redeemRequestParams,
          body: moveRedeemRequestBody,
          response: { 200: adminRedeemRequestAnswer },
        },
      },
      async (request) => {
        const { actor } = await staffOf(request);
        const moved = await moveRedeemRequest(db, actor, {
          id: request.params.id,
          action,
          transferReference: request.body?.transfer_reference,
        });
        // An approved payout through a provider goes out now; the sweep sends it again if this fails.
        if (action === "approve" && provider.automatic) {
          const status = await sendPayout(db, provider, moved.id).catch((error: unknown) => {
            request.log.warn({ err: error, payout_id: moved.id }, "payout not sent yet");
            return null;
          });
          if (status) return ok(await adminRequestOf(db, moved.id));
        }
        return ok(moved);
      },
    );
  }

  // A POST, not a GET: each reveal writes the audit log.
  app.post(
    "/redeem_requests/:id/reveal_account",
    { ...redemptions, schema: { tags, params: redeemRequestParams, response: { 200: revealedAccountAnswer } } },
    async (request) => {
      const { actor } = await staffOf(request);
      const accountNumber = await revealAccountNumber(db, actor, request.params.id);
      return ok({ account_number: accountNumber });
    },
  );

  app.post(
    "/redeem_requests/:id/reject",
    {
      ...redemptions,
      schema: {
        tags,
        params: redeemRequestParams,
        body: rejectRedeemRequest,
        response: { 200: adminRedeemRequestAnswer },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      const moved = await moveRedeemRequest(db, actor, {
        id: request.params.id,
        action: "reject",
        reason: request.body.reason,
      });
      return ok(moved);
    },
  );
};
