import { type ServiceName, serviceBases } from "@rewards/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ServiceDeps } from "../lib/service-deps.js";
import { adminService } from "./admin.js";
import { chatService } from "./chat.js";
import { jobService } from "./job.js";
import { mainService } from "./main.js";
import { shopService } from "./shop.js";

export type { ServiceDeps } from "../lib/service-deps.js";

/** Each service is a plugin under its own base, so any of them can later run as its own process. */
export const services: Record<ServiceName, FastifyPluginAsync<ServiceDeps>> = {
  main: mainService,
  job: jobService,
  shop: shopService,
  chat: chatService,
  admin: adminService,
};

export { serviceBases };
