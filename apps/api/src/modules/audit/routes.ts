import { auditLogAnswer, auditLogQuery } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paged } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { auditLogPage } from "./list.js";

/** Back office: the audit log, read-only; there is no route that changes or removes an entry. */
export const auditLogRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/audit_log",
    {
      config: { permission: "audit_log" },
      schema: {
        tags: ["back office"],
        summary: "Every back-office write, filtered by actor, action, target and days (in the TimeZone header's zone)",
        querystring: auditLogQuery,
        response: { 200: auditLogAnswer },
      },
    },
    async (request) => {
      const { entries, total } = await auditLogPage(db, request.query, timeZoneOf(request.headers.timezone));
      const { page, limit } = request.query;
      return paged(entries, { page, limit, total });
    },
  );
};
