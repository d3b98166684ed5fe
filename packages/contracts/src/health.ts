import { z } from "zod";
import { okEnvelope } from "./envelope.js";

/** The back ends the spec names; each answers `GET health_checkes` under its own base. */
export const serviceNames = ["main", "job", "shop", "chat", "admin"] as const;
export type ServiceName = (typeof serviceNames)[number];

export const serviceBases: Record<ServiceName, string> = {
  main: "/api",
  job: "/api/job",
  shop: "/api/shop",
  chat: "/api/chat",
  admin: "/api/admin",
};

export const healthData = z.object({
  service: z.enum(serviceNames),
  database: z.literal("up"),
  database_time: z.string(),
  latency_ms: z.number(),
  version: z.string(),
});
export type HealthData = z.infer<typeof healthData>;

export const healthReply = okEnvelope(healthData);
