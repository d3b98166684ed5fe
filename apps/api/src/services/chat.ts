import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "../modules/health/index.js";
import { type ServiceDeps, sharedDeps } from "./deps.js";

/** Chat between workers and clients, base `/api/chat`: room lists, history and the WebSocket. */
export const chatService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { ...sharedDeps(deps), service: "chat" });
};
