import type { DependencyState, DependencyStates, HealthData, ServiceName } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { FileStorage } from "../../lib/file-storage.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";

export const serverVersion = process.env.npm_package_version ?? "0.1.0";

export type HealthDeps = { db: Db; storage: FileStorage; rateLimiter: RateLimiter; jobs: JobQueue | null };

/** Longer than this without a process keeping pg-boss's schedule, and no worker is running. */
const scheduleStaleSeconds = 300;
/** A dependency that has not answered by then counts as down: a health call never hangs on one. */
const checkTimeoutMs = 3000;

export class DependencyDown extends Error {
  constructor(readonly dependencies: DependencyStates) {
    super(`unavailable: ${failing(dependencies).join(", ")}`);
  }
}

export function failing(dependencies: DependencyStates): string[] {
  return Object.entries(dependencies).flatMap(([name, state]) => (state === "down" ? [name] : []));
}

async function state(check: (() => Promise<unknown>) | null): Promise<[DependencyState, unknown]> {
  if (!check) return ["off", null];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${checkTimeoutMs} ms`)), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return ["up", null];
  } catch (error) {
    return ["down", error];
  } finally {
    clearTimeout(timer);
  }
}

/** The queue's tables answer, and some process (a worker) has kept the schedule lately. */
async function checkJobQueue(db: Db): Promise<void> {
  const result = await db.execute<{ stale: boolean | null }>(
    sql`select cron_on < now() - make_interval(secs => ${scheduleStaleSeconds}) as stale from pgboss.version`,
  );
  const row = (result as unknown as { rows: { stale: boolean | null }[] }).rows[0];
  if (row?.stale) throw new Error(`no process has kept the job schedule for ${scheduleStaleSeconds} s`);
}

/**
 * A round trip to each dependency: the database, Redis when configured, the job queue when this
 * process has one, and the object store. Throws `DependencyDown` naming the failing ones; the
 * errors themselves go to `log` only, never to the caller.
 */
export async function checkHealth(
  deps: HealthDeps,
  service: ServiceName,
  log: (dependency: string, error: unknown) => void = () => {},
): Promise<HealthData> {
  const started = performance.now();
  let databaseTime = "";
  const [database, redis, jobQueue, objectStore] = await Promise.all([
    state(async () => {
      const result = await deps.db.execute<{ now: string }>(sql`select now()::text as now`);
      const row = (result as unknown as { rows: { now: string }[] }).rows[0];
      if (!row) throw new Error("the database answered no row");
      databaseTime = new Date(row.now).toISOString();
    }),
    state(deps.rateLimiter.ping ? () => deps.rateLimiter.ping?.() as Promise<void> : null),
    state(deps.jobs ? () => checkJobQueue(deps.db) : null),
    state(() => deps.storage.check()),
  ]);
  const named = { database, redis, job_queue: jobQueue, object_store: objectStore };
  const dependencies = Object.fromEntries(Object.entries(named).map(([name, [s]]) => [name, s])) as DependencyStates;
  for (const [name, [, error]] of Object.entries(named)) if (error) log(name, error);
  if (failing(dependencies).length > 0) throw new DependencyDown(dependencies);
  return {
    service,
    database: "up",
    database_time: databaseTime,
    latency_ms: Math.round((performance.now() - started) * 100) / 100,
    version: serverVersion,
    dependencies,
  };
}
