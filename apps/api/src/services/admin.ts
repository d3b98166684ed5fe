import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "../modules/health/index.js";
import type { ServiceDeps } from "./deps.js";

/** The back office, base `/api/admin`: admin and shop-staff operations. */
export const adminService: FastifyPluginAsync<ServiceDeps> = async (app, deps) => {
  await app.register(healthRoutes, { db: deps.db, service: "admin" });
};
