import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { adminQuery, type DatabaseTemplate, testDatabaseName, testDatabaseUrl, withDatabaseName } from "./database.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one database before any test file runs; each file then starts from a copy of it
 * (a PostgreSQL template database, or a dump of the embedded one) instead of running every
 * migration again, which took most of a file's setup time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDatabaseUrl) {
    const name = testDatabaseName("tpl_");
    await adminQuery(`create database ${name}`);
    const database = await openDatabase({ url: withDatabaseName(testDatabaseUrl, name), dataDir: "memory://" });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    project.provide("testDatabaseTemplate", { kind: "postgres", name });
    return async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({ dataDir: "memory://" });
  if (database.kind !== "pglite") throw new Error("expected the embedded database");
  const file = path.join(os.tmpdir(), `test-database-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  try {
    await migrateDatabase(database);
    const dump = await database.client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("testDatabaseTemplate", { kind: "pglite", file });
  return async () => {
    fs.rmSync(file, { force: true });
  };
}
