import type { FastifyPluginAsync } from "fastify";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import { healthRoutes } from "../modules/health/index.js";
import {
  jobProfileRoutes,
  publicFileRoutes,
  showcaseRoutes,
  verificationRoutes,
} from "../modules/job-profiles/index.js";
import { jobRoutes } from "../modules/jobs/index.js";

/** The job marketplace, base `/api/job`: worker, client and public job calls. */
export const jobService: FastifyPluginAsync<ServiceDeps> = async (app, options) => {
  const deps = sharedDeps(options);
  await app.register(healthRoutes, { ...deps, service: "job" });
  await app.register(jobProfileRoutes, deps);
  await app.register(showcaseRoutes, deps);
  await app.register(verificationRoutes, deps);
  await app.register(publicFileRoutes, deps);
  await app.register(jobRoutes, deps);
};
