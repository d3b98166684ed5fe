import {
  idCheckAnswer,
  idCheckPageSize,
  idCheckParams,
  idChecksAnswer,
  idChecksQuery,
  rejectIdCheckBody,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { decideIdCheck, idCheckDetail, listIdChecks } from "./id-checks.js";

const tags = ["job marketplace"];
const idChecks = { config: { permission: "id_checks" as const } };

/** Back office, under `/api/admin`: workers' ID verifications to review. */
export const idCheckAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, fileLinks }) => {
  app.get(
    "/id_checks",
    { ...idChecks, schema: { tags, querystring: idChecksQuery, response: { 200: idChecksAnswer } } },
    async (request) => {
      const { checks, total } = await listIdChecks(db, request.query);
      return paged(checks, { page: request.query.page, limit: idCheckPageSize, total });
    },
  );

  app.get(
    "/id_checks/:id",
    {
      ...idChecks,
      schema: {
        tags,
        description: "The documents come as signed links good for a few minutes.",
        params: idCheckParams,
        response: { 200: idCheckAnswer },
      },
    },
    async (request) => ok(await idCheckDetail(db, fileLinks, request.params.id)),
  );

  app.post(
    "/id_checks/:id/approve",
    { ...idChecks, schema: { tags, params: idCheckParams, response: { 200: idCheckAnswer } } },
    async (request) => {
      const { actor } = await staffOf(request);
      await decideIdCheck(db, actor, { id: request.params.id, decision: "approved" });
      return ok(await idCheckDetail(db, fileLinks, request.params.id));
    },
  );

  app.post(
    "/id_checks/:id/reject",
    {
      ...idChecks,
      schema: { tags, params: idCheckParams, body: rejectIdCheckBody, response: { 200: idCheckAnswer } },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      await decideIdCheck(db, actor, { id: request.params.id, decision: "rejected", reason: request.body.reason });
      return ok(await idCheckDetail(db, fileLinks, request.params.id));
    },
  );
};
