import { errorCodes, errorEnvelope, healthReply, type ServiceName } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { ok } from "../../http/reply.js";
import { checkHealth } from "./service.js";

/** `GET health_checkes` (the spec's spelling) under each service base. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; service: ServiceName }> = async (app, { db, service }) => {
  app.get(
    "/health_checkes",
    {
      // Open to anyone under every base, the back office's included.
      config: { public: true },
      schema: {
        summary: `Health of the ${service} service, after a database round trip`,
        tags: ["health"],
        response: { 200: healthReply, 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        return ok(await checkHealth(db, service));
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply
          .status(503)
          .header("retry-after", "5")
          .send({ status: false, message: "The database is unavailable.", code: errorCodes.serviceUnavailable });
      }
    },
  );
};
