import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { bindAppState } from "../services/app-state.js";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** What each test database's name starts with, so several checkouts can share one server. */
const testDatabasePrefix = /^[a-z_]{1,20}$/.test(process.env.TEST_DATABASE_PREFIX ?? "")
  ? process.env.TEST_DATABASE_PREFIX
  : "test_";

/** Whether this run is against a PostgreSQL server (tests of real concurrency need one). */
export const onPostgres = testDatabaseUrl !== undefined;

export type TestDatabase = Database & { url: string | undefined; drop(): Promise<void> };

/** The migrated database each test file copies (see global-setup.ts). */
export type DatabaseTemplate = { kind: "postgres"; name: string } | { kind: "pglite"; file: string };

export function testDatabaseName(infix = ""): string {
  return `${testDatabasePrefix}${infix}${randomBytes(6).toString("hex")}`;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function providedTemplate(): DatabaseTemplate | undefined {
  try {
    return inject("testDatabaseTemplate");
  } catch {
    return undefined; // outside a Vitest run with the global setup
  }
}

let pgliteDump: Promise<Blob> | undefined;
function pgliteDumpOf(file: string): Promise<Blob> {
  pgliteDump ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by TEST_DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  const template = migrated ? providedTemplate() : undefined;
  let url: string | undefined;
  let name: string | undefined;
  if (testDatabaseUrl) {
    name = testDatabaseName();
    const copy = template?.kind === "postgres" ? ` template ${template.name}` : "";
    await adminQuery(`create database ${name}${copy}`);
    url = withDatabaseName(testDatabaseUrl, name);
  }
  const loadDataDir = !url && template?.kind === "pglite" ? await pgliteDumpOf(template.file) : undefined;
  const opened = await openDatabase({ url, dataDir: "memory://", poolSize: 60, loadDataDir });
  // Its own activity stream (the running app's consumers) and settings cache: a test that calls a
  // producer directly sees every effect, and nothing is shared with another file's database.
  const database: Database = { ...opened, db: bindAppState(opened.db).db };
  // A copy of the template is already migrated; migrating again only confirms nothing is left.
  if (migrated && !template) await migrateDatabase(database);
  return Object.assign(database, {
    url,
    async drop() {
      await database.close().catch(() => {});
      if (name) await adminQuery(`drop database if exists ${name} with (force)`);
    },
  });
}
