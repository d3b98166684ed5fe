import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { installActivityHandlers } from "../services/activity-handlers.js";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** What each test database's name starts with, so several checkouts can share one server. */
const testDatabasePrefix = /^[a-z_]{1,20}$/.test(process.env.TEST_DATABASE_PREFIX ?? "")
  ? process.env.TEST_DATABASE_PREFIX
  : "test_";

/** Whether this run is against a PostgreSQL server (tests of real concurrency need one). */
export const onPostgres = testDatabaseUrl !== undefined;

export type TestDatabase = Database & { url: string | undefined; drop(): Promise<void> };

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by TEST_DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  // The same consumers as the running app, so a test that calls a producer directly sees every effect.
  installActivityHandlers();
  let url: string | undefined;
  let name: string | undefined;
  if (testDatabaseUrl) {
    name = `${testDatabasePrefix}${randomBytes(6).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    url = withDatabaseName(testDatabaseUrl, name);
  }
  const database = await openDatabase({ url, dataDir: "memory://", poolSize: 60 });
  if (options.migrate !== false) await migrateDatabase(database);
  return Object.assign(database, {
    url,
    async drop() {
      await database.close().catch(() => {});
      if (name) await adminQuery(`drop database if exists ${name} with (force)`);
    },
  });
}
