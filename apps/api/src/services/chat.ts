import type { FastifyPluginAsync } from "fastify";
import { type ServiceDeps, sharedDeps } from "../lib/service-deps.js";
import { healthRoutes } from "../modules/health/index.js";

/** Chat between workers and clients, base `/api/chat`: room lists, history and the WebSocket. */
export const chatService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { ...sharedDeps(deps), service: "chat" });
};
