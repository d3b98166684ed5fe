import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.js";
import { newId } from "../lib/ids.js";
import { clientErrorReports, countClientErrorReports, pruneClientErrorReportsJob } from "../modules/logs/index.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { type JobQueue, startJobs } from "./queue.js";

let database: TestDatabase;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs({
    database,
    config: loadConfig({ ERROR_REPORT_RETENTION_DAYS: "30" }),
    log: pino({ level: "silent" }),
    definitions: [pruneClientErrorReportsJob],
    work: true,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
});

async function until(condition: () => Promise<boolean>, tries = 60): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the condition never held");
}

describe("background jobs", () => {
  it("schedule the nightly pruning of error reports", async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "prune-client-error-reports", cron: "17 3 * * *" })]),
    );
  });

  it("prune error reports past the retention period, end to end through the queue", async () => {
    const day = 24 * 60 * 60 * 1000;
    await database.db.insert(clientErrorReports).values([
      { id: newId(), message: "old", createdAt: new Date(Date.now() - 31 * day) },
      { id: newId(), message: "recent", createdAt: new Date(Date.now() - 29 * day) },
    ]);
    expect(await countClientErrorReports(database.db)).toBe(2);

    await jobs.send("prune-client-error-reports");
    await until(async () => (await countClientErrorReports(database.db)) === 1);

    const rows = await database.db.select().from(clientErrorReports);
    expect(rows.map((row) => row.message)).toEqual(["recent"]);
  });
});
