import type { Config } from "../config/env.js";
import type { Db } from "../db/client.js";
import type { JobQueue } from "../jobs/queue.js";
import type { Clock } from "./clock.js";
import type { FileLinks } from "./file-links.js";
import type { FileStorage } from "./file-storage.js";
import type { RateLimiter } from "./rate-limiter.js";

/** What every service plugin is handed: the shared handles of one server process. */
export type ServiceDeps = {
  config: Config;
  db: Db;
  rateLimiter: RateLimiter;
  jobs: JobQueue | null;
  /** Uploaded files: on disk under DATA_DIR, in an S3-compatible bucket, in memory for tests. */
  storage: FileStorage;
  /** Short-lived links to private files, handed out only after the owner or an admin is checked. */
  fileLinks: FileLinks;
  /** The time for rules a member sees run out (a code's resend minute and life). */
  clock: Clock;
};

/** Just the shared handles, without the plugin options (`prefix`) they arrived with. */
export function sharedDeps({ config, db, rateLimiter, jobs, storage, fileLinks, clock }: ServiceDeps): ServiceDeps {
  return { config, db, rateLimiter, jobs, storage, fileLinks, clock };
}
