import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { serviceNames } from "./services.js";

/** `off`: not configured for this process (no `REDIS_URL`, no job queue in tests and tools). */
export const dependencyState = z.enum(["up", "down", "off"]);
export type DependencyState = z.infer<typeof dependencyState>;

export const dependencyStates = z.object({
  database: dependencyState,
  redis: dependencyState,
  job_queue: dependencyState,
  object_store: dependencyState,
});
export type DependencyStates = z.infer<typeof dependencyStates>;

export const healthData = z.object({
  service: z.enum(serviceNames),
  database: z.literal("up"),
  database_time: z.string(),
  latency_ms: z.number(),
  version: z.string(),
  dependencies: dependencyStates,
});
export type HealthData = z.infer<typeof healthData>;

export const healthReply = okEnvelope(healthData);

/** A 503's `data`: which dependency failed, so a balancer's log and the status page can say it. */
export const healthFailure = z.object({ service: z.enum(serviceNames), dependencies: dependencyStates });
export type HealthFailure = z.infer<typeof healthFailure>;
