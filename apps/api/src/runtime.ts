import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "./config/env.js";
import { type Database, openDatabase } from "./db/client.js";
import { migrateDatabase } from "./db/migrate.js";
import { type JobQueue, startJobs } from "./jobs/queue.js";
import { jobDefinitions } from "./jobs/registry.js";
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from "./lib/rate-limiter.js";
import { storageFor } from "./lib/storage-for.js";
import { loadDemoData } from "./seed/demo.js";
import { bindAppState } from "./services/app-state.js";

export type Runtime = {
  database: Database;
  jobs: JobQueue | null;
  rateLimiter: RateLimiter;
  /** Stops jobs, then closes the rate limiter and the database: call after the HTTP server closed. */
  close(): Promise<void>;
};

/** Opens what one server process shares: the migrated database, background jobs, rate limits. */
export async function startRuntime(
  config: Config,
  log: FastifyBaseLogger,
  options: { jobs: boolean },
): Promise<Runtime> {
  const opened = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(opened);
  // The demo data and the jobs record activity through this handle's stream; the app built on it shares it.
  const database: Database = { ...opened, db: bindAppState(opened.db).db };
  if (config.demoData && (await loadDemoData(database.db, storageFor(config)))) log.info("loaded the demo data");

  const jobs = options.jobs
    ? await startJobs({ database, config, log, definitions: jobDefinitions, work: config.RUN_WORKERS })
    : null;
  const rateLimiter = config.REDIS_URL
    ? redisRateLimiter(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }))
    : memoryRateLimiter();

  return {
    database,
    jobs,
    rateLimiter,
    async close() {
      await jobs?.stop();
      await rateLimiter.close();
      await database.close();
    },
  };
}
