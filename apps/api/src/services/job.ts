import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "../modules/health/index.js";
import { type ServiceDeps, sharedDeps } from "./deps.js";

/** The job marketplace, base `/api/job`: worker, client and public job calls. */
export const jobService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { ...sharedDeps(deps), service: "job" });
};
