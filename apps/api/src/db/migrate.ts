import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { apiRoot } from "../lib/api-root.js";
import type { Database } from "./client.js";

export const migrationsFolder = path.join(apiRoot, "src", "db", "migrations");

// Any constant works; it only has to be the same in every process that migrates this database.
const migrationLockKey = 727_001;

/**
 * Brings the schema up to date. On a server several processes may start at once, so one takes
 * an advisory lock and the others wait for it, then find nothing left to apply.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const lock = await database.pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
    lock.release();
  }
}
