import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { ledgerInvariantViolations, postPoints } from "../ledger/index.js";
import { autoPayDue, cancel, confirmCompletion, decline, hire, reportCompletion, withdraw } from "./flow.js";
import { jobApplications, jobPosts } from "./tables.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the job marketplace's money", () => {
  it("keeps the ledger's invariants after random marketplace operations", async () => {
    const db = t.database.db;
    const client = await createTestUser(db);
    await db.transaction((tx) =>
      postPoints(tx, {
        userId: client.id,
        amountCents: 200_000,
        type: "SettingPointUser",
        cause: { kind: "test", id: client.id },
        idempotencyKey: `grant:${randomUUID()}`,
      }),
    );
    const jobId = newId();
    await db.insert(jobPosts).values({
      id: jobId,
      clientUserId: client.id,
      jobType: "online",
      title: "Random",
      feeCents: 10_000,
      workersNeeded: 3,
      status: "open",
    });
    const ids: { id: string; worker: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const worker = await createTestUser(db);
      const id = newId();
      await db.insert(jobApplications).values({
        id,
        jobId,
        workerUserId: worker.id,
        clientUserId: client.id,
        offerCents: 20_000 + i * 1_000,
        serviceFeeCents: 2_000,
      });
      ids.push({ id, worker: worker.id });
    }
    const steps = fc.sample(fc.record({ op: fc.integer({ min: 0, max: 6 }), n: fc.integer({ min: 0, max: 5 }) }), 60);
    for (const { op, n } of steps) {
      const a = ids[n] as { id: string; worker: string };
      const run = [
        () => hire(db, client.id, a.id),
        () => withdraw(db, a.worker, a.id),
        () => decline(db, client.id, a.id),
        () => reportCompletion(db, a.worker, a.id),
        () => confirmCompletion(db, client.id, a.id),
        () => cancel(db, client.id, a.id, "Changed my mind about it."),
        () => autoPayDue(db, new Date(Date.now() + 5 * 86_400_000)),
      ][op] as () => Promise<unknown>;
      await run().catch((error: { statusCode?: number }) => expect(error.statusCode ?? 500).toBeLessThan(500));
    }
    expect(await ledgerInvariantViolations(db)).toEqual([]);
  });
});
