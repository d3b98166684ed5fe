import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Config } from "../config/env.js";
import type { Database } from "../db/client.js";
import { currentScope, runInScope } from "../lib/request-scope.js";
import type { JobDefinition } from "./definition.js";

/** The request (or job) that queued a job: carried in its data, so its logs and its own jobs say so. */
function withRequestId(data: object): object {
  const requestId = currentScope()?.requestId;
  return requestId ? { ...data, request_id: requestId } : data;
}

function requestIdOf(data: unknown): string | undefined {
  const value = (data as { request_id?: unknown } | null)?.request_id;
  return typeof value === "string" && /^[A-Za-z0-9._-]{1,64}$/.test(value) ? value : undefined;
}

export type JobQueue = {
  boss: PgBoss;
  send(name: string, data?: object, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
};

type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss talks to the database through `executeSql`. On PostgreSQL that is our pool (no second
 * pool); on PGlite, statements without parameters may be scripts of several statements (pg-boss
 * installs its schema that way), which PGlite runs through `exec`.
 */
function bossDb(database: Database): BossDb {
  if (database.kind === "postgres") {
    const { pool } = database;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const client: PGlite = database.client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export type StartJobsOptions = {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  definitions: JobDefinition[];
  /** Work the queues in this process (and keep the schedule); false only sends jobs. */
  work: boolean;
  pollingIntervalSeconds?: number;
};

export async function startJobs(options: StartJobsOptions): Promise<JobQueue> {
  const { database, config, log, definitions, work } = options;
  const boss = new PgBoss({ db: bossDb(database) as PgBoss.Db, schedule: work, supervise: work });
  boss.on("error", (error) => log.error({ err: error }, "background jobs"));
  await boss.start();

  for (const definition of definitions) {
    await boss.createQueue(definition.name);
    if (!work) continue;
    await boss.work(definition.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      for (const job of jobs) {
        const requestId = requestIdOf(job.data);
        const jobLog = log.child({ job: definition.name, job_id: job.id, ...(requestId && { request_id: requestId }) });
        const send = (name: string, data: object, sendOptions: PgBoss.SendOptions = {}) =>
          boss.send(name, withRequestId(data), sendOptions);
        // The job runs in a scope of its own: the jobs it queues carry the same request id.
        const scope = { requestId: requestId ?? `job-${job.id}`, deliveryDue: false };
        await runInScope(scope, () =>
          definition.run({ db: database.db, config, log: jobLog, send }, (job.data ?? {}) as object),
        );
      }
    });
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
    if (definition.runOnStart) await boss.send(definition.name, {}, { singletonKey: "on-start" });
  }

  return {
    boss,
    send: (name, data = {}, options = {}) => boss.send(name, withRequestId(data), options),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
