import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.js";
import { runInScope } from "../lib/request-scope.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import type { JobDefinition } from "./definition.js";
import { type JobQueue, startJobs } from "./queue.js";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});

/** A job that queues another, as delivery queues its emails: both should carry the request's id. */
const first: JobDefinition = {
  name: "test-first",
  async run({ log, send }) {
    log.info("first ran");
    await send("test-second", {});
  },
};
const second: JobDefinition = {
  name: "test-second",
  async run({ log }) {
    log.info("second ran");
  },
};

describe("request ids in background jobs", () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs({
      database,
      config: loadConfig({}),
      log: pino({ level: "info" }, sink),
      definitions: [first, second],
      work: true,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  it("reach the jobs a request queues, their logs, and the jobs those queue", async () => {
    await runInScope({ requestId: "req-7f3a", deliveryDue: false }, () => jobs.send("test-first", {}));
    for (let i = 0; i < 60 && !lines.some((line) => line.msg === "second ran"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const ran = lines.filter((line) => String(line.msg).endsWith(" ran"));
    expect(ran).toEqual([
      expect.objectContaining({ msg: "first ran", job: "test-first", request_id: "req-7f3a" }),
      expect.objectContaining({ msg: "second ran", job: "test-second", request_id: "req-7f3a" }),
    ]);
  });
});
