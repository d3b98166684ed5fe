import type { FastifyPluginAsync } from "fastify";
import type { ServiceDeps } from "../lib/service-deps.js";
import { healthRoutes } from "../modules/health/index.js";

/** The job marketplace, base `/api/job`: worker, client and public job calls. */
export const jobService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { db: deps.db, service: "job" });
};
