import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { instrumentPool } from "../metrics/database.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;

/** The one database handle type the modules see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open transaction: what a function takes when its writes must commit or roll back with its caller's. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database handle or an open transaction: services take this first, as `getTags(db, ...)`. */
export type DbOrTx = Tx | Db;

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; close(): Promise<void> };

export type DatabaseOptions = {
  /** `postgres://...` for a server; unset for the embedded database. */
  url?: string | undefined;
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** A dump of an embedded database to start from (tests start from one migrated copy). */
  loadDataDir?: Blob | undefined;
};

/**
 * The contrib extensions the migrations create (`create extension if not exists ...`): PGlite
 * loads an extension only when it is handed here. Stores need them for distance and search.
 */
export const pgliteExtensions = { cube, earthdistance, pg_trgm, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", () => {});
    instrumentPool(pool);
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }
  const location = options.dataDir === "memory://" ? "memory://" : path.join(options.dataDir, "db");
  if (location !== "memory://") fs.mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, {
    extensions: pgliteExtensions,
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { kind: "pglite", db, client, close: () => client.close() };
}
