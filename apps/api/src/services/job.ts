import type { FastifyPluginAsync } from "fastify";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import { announceRoomChange, jobChatRoutes, sharedChatBus } from "../modules/chat/index.js";
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
  // Blocking a chat or cancelling a job turns the open thread read-only at once, over the chat's bus.
  const chatBus = sharedChatBus(deps.config, deps.db);
  app.addHook("onClose", async () => chatBus.close());
  await app.register(jobRoutes, { ...deps, chatChanged: (id) => announceRoomChange(chatBus, deps.db, id) });
  await app.register(jobChatRoutes, { db: deps.db });
};
