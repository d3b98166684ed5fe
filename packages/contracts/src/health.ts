import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { serviceNames } from "./services.js";

export const healthData = z.object({
  service: z.enum(serviceNames),
  database: z.literal("up"),
  database_time: z.string(),
  latency_ms: z.number(),
  version: z.string(),
});
export type HealthData = z.infer<typeof healthData>;

export const healthReply = okEnvelope(healthData);
