import { errorCodes, errorEnvelope, healthReply, type ServiceName } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { checkHealth, DependencyDown, failing, type HealthDeps } from "./service.js";

const dependencyLabels: Record<string, string> = {
  database: "the database",
  redis: "Redis",
  job_queue: "the job queue",
  object_store: "the file store",
};

/**
 * `GET health_checkes` (the spec's spelling) under each service base. A 503 names the failing
 * dependencies (in the message and in `data.dependencies`) and nothing of why: the reasons are logged.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps & { service: ServiceName }> = async (app, options) => {
  const { service, ...deps } = options;
  app.get(
    "/health_checkes",
    {
      // Open to anyone under every base, the back office's included.
      config: { public: true },
      schema: {
        summary: `Health of the ${service} service: the database, Redis, the job queue and the file store`,
        tags: ["health"],
        response: { 200: healthReply, 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        const data = await checkHealth(deps, service, (dependency, error) =>
          request.log.error({ err: error, dependency }, "health check: dependency down"),
        );
        return ok(data);
      } catch (error) {
        if (!(error instanceof DependencyDown)) throw error;
        const names = failing(error.dependencies).map((name) => dependencyLabels[name] ?? name);
        return reply
          .status(503)
          .header("retry-after", "5")
          .send({
            status: false,
            message: `Unavailable: ${names.join(", ")}.`,
            code: errorCodes.serviceUnavailable,
            data: { service, dependencies: error.dependencies },
          });
      }
    },
  );
};
