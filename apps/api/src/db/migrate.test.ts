import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { migrateDatabase, migrationsFolder } from "./migrate.js";

type Journal = { entries: { tag: string }[] };

/** A migrations folder as an older release shipped it: only its first `count` migrations. */
function olderRelease(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal: Journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function tableNames(database: TestDatabase): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
});

describe("migrations", () => {
  it("use timestamp prefixes", () => {
    const journal: Journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    expect(journal.entries.length).toBeGreaterThan(1);
    for (const entry of journal.entries) expect(entry.tag).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });

  it("bring a database from an older release up to date and keep its data", async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateDatabase(database, olderRelease(1));
    expect(await tableNames(database)).not.toContain("sessions");
    await database.db.execute(
      sql`insert into users (id, email) values ('0190a0a0-0000-7000-8000-000000000001', 'old@example.com')`,
    );

    await migrateDatabase(database);

    expect(await tableNames(database)).toEqual(
      expect.arrayContaining(["users", "sessions", "client_error_reports", "app_meta"]),
    );
    const users = await database.db.execute(sql`select email from users`);
    expect((users as unknown as { rows: unknown[] }).rows).toEqual([{ email: "old@example.com" }]);
  });

  it("are a no-op the second time", async () => {
    database = await createTestDatabase();
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
