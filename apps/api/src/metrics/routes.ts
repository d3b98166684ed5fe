import { errorCodes, errorEnvelope } from "@rewards/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config/env.js";
import type { Db } from "../db/client.js";
import { AppError } from "../http/app-error.js";
import { fileReply } from "../http/openapi.js";
import { requireRole } from "../http/require-role.js";
import { bearerMatches } from "./bearer.js";
import { collectSharedFigures } from "./database.js";
import { httpRequestDuration, httpRequests, ledgerPosts, metricsRegistry } from "./registry.js";

/** Counts every answer by its route pattern (never the raw path, which would make a series per id). */
export function countRequests(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  // The ledger refuses a debit beyond the balance with this code, whichever route asked.
  app.addHook("onError", async (_request, _reply, error) => {
    if (error instanceof AppError && error.code === errorCodes.notEnoughPoints) ledgerPosts.inc({ outcome: "refused" });
  });
}

/**
 * `GET /api/metrics` for Prometheus. With `METRICS_TOKEN` set, or in production, only the token
 * (`Authorization: Bearer ...`) or a signed-in admin reads it; otherwise (development) anyone.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  app.get(
    "/metrics",
    {
      config: { public: true },
      schema: {
        summary: "Metrics in Prometheus' text format: requests, database pool, job queue, deliveries, ledger",
        description:
          "Requests by route and status with durations, PostgreSQL pool use and connection hold times, jobs in the queue by job and state, emails, texts and pushes sent and failed by channel, ledger posts and refusals, open WebSockets, and the Node.js process. Needs `Authorization: Bearer <METRICS_TOKEN>` or an admin's session when METRICS_TOKEN is set or in production.",
        tags: ["health"],
        security: [{ metricsToken: [] }, { token: [] }],
        response: {
          200: fileReply("text/plain", "The metrics in Prometheus' text exposition format"),
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const guarded = config.NODE_ENV === "production" || Boolean(config.METRICS_TOKEN);
      if (guarded && !bearerMatches(request.headers.authorization, config.METRICS_TOKEN))
        await requireRole(request, "admin");
      await collectSharedFigures(db);
      return reply
        .type(metricsRegistry.contentType)
        .header("cache-control", "no-store")
        .send(await metricsRegistry.metrics());
    },
  );
};
