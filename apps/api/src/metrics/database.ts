import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { dbCheckoutDuration, dbPoolConnections, jobsInQueue } from "./registry.js";

const checkedOut = new WeakMap<pg.PoolClient, () => void>();
/** This process's pool (one per process); the embedded database has none. */
let watchedPool: pg.Pool | null = null;

/** Times each connection from checkout to release and reports the pool's size at scrape time. */
export function instrumentPool(pool: pg.Pool): void {
  pool.on("acquire", (client) => checkedOut.set(client, dbCheckoutDuration.startTimer()));
  pool.on("release", (_error, client) => {
    checkedOut.get(client)?.();
    checkedOut.delete(client);
  });
  watchedPool = pool;
}

/** Reads what several processes share from the database: the job queue by job and state. */
// Only what this needs of a database handle: db/client.ts instruments its pool from here, so
// naming its type here would make the two import each other.
type Executor = { execute(query: SQL): Promise<unknown> };

export async function collectSharedFigures(db: Executor): Promise<void> {
  if (watchedPool) {
    dbPoolConnections.set({ state: "total" }, watchedPool.totalCount);
    dbPoolConnections.set({ state: "idle" }, watchedPool.idleCount);
    dbPoolConnections.set({ state: "waiting" }, watchedPool.waitingCount);
  }
  const result = await db
    .execute(
      sql`select name, state::text as state, count(*)::int as jobs from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    )
    .catch(() => null);
  jobsInQueue.reset();
  if (!result) return;
  for (const row of (result as unknown as { rows: { name: string; state: string; jobs: number }[] }).rows) {
    jobsInQueue.set({ job: row.name, state: row.state }, row.jobs);
  }
}
