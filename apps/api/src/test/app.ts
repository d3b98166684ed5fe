import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config/env.js";
import type { FileStorage } from "../lib/file-storage.js";
import { memoryRateLimiter, type RateLimiter } from "../lib/rate-limiter.js";
import { createTestDatabase, type TestDatabase } from "./database.js";

export type TestApp = { app: FastifyInstance; database: TestDatabase; config: Config; close(): Promise<void> };

/** A server on a fresh database, driven with `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { storage?: FileStorage; rateLimiter?: RateLimiter; routes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "memory://", ...env });
  const app = await buildApp({
    config,
    db: database.db,
    // A test's own clock for the limits (`memoryRateLimiter(now)`), to pass their windows.
    rateLimiter: options.rateLimiter ?? memoryRateLimiter(),
    jobs: null,
    logger: false,
    ...(options.storage && { storage: options.storage }),
  });
  // A test's own routes, beside the product's (a seam the product's routes do not expose).
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
