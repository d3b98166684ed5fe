import type { Config } from "../config/env.js";
import type { Db } from "../db/client.js";
import type { JobQueue } from "../jobs/queue.js";
import type { FileStorage } from "./file-storage.js";
import type { RateLimiter } from "./rate-limiter.js";

/** What every service plugin is handed: the shared handles of one server process. */
export type ServiceDeps = {
  config: Config;
  db: Db;
  rateLimiter: RateLimiter;
  jobs: JobQueue | null;
  /** Uploaded files (avatars): on disk under DATA_DIR, in memory for tests. */
  storage: FileStorage;
};

/** Just the shared handles, without the plugin options (`prefix`) they arrived with. */
export function sharedDeps({ config, db, rateLimiter, jobs, storage }: ServiceDeps): ServiceDeps {
  return { config, db, rateLimiter, jobs, storage };
}
