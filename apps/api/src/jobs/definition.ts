import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { Config } from "../config/env.js";
import type { Db } from "../db/client.js";

export type JobContext = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Queues another job (a job that fans out work, each piece with its own retries). */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
};

/**
 * A background job. `run` must be idempotent: pg-boss delivers at least once, so a job may run
 * twice (a retry after a crash, two schedulers in a rolling deploy).
 */
export type JobDefinition<Data extends object = object> = {
  name: string;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /** Also run once when a worker starts: a schedule missed while nothing ran is caught up. */
  runOnStart?: boolean;
  run(context: JobContext, data: Data): Promise<void>;
};
