import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { postPoints } from "../ledger/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_AUTO_PAY_DAYS: "5" });
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/job/${url}`, headers: { token }, ...(payload && { payload }) });

describe("the auto-pay days setting", () => {
  it("gives the client JOB_AUTO_PAY_DAYS to confirm reported work", async () => {
    const client = await createSignedInUser(t.database.db);
    const worker = await createSignedInUser(t.database.db);
    await call("PUT", "client/clients/1", client.token, { name: "Toko Maju" });
    await call("PUT", "worker/workers/1", worker.token, { name: "Ayu" });
    await t.database.db.transaction((tx) =>
      postPoints(tx, {
        userId: client.user.id,
        amountCents: 50_000,
        type: "SettingPointUser",
        cause: { kind: "test", id: client.user.id },
        idempotencyKey: `grant:${randomUUID()}`,
      }),
    );
    const job = (
      await call("POST", "client/jobs", client.token, { job_type: "online", title: "Menu", fee: 20_000, publish: true })
    ).json().data;
    const applied = (
      await call("POST", "worker/applicants", worker.token, { job_id: job.id, offer_price: 20_000 })
    ).json().data;
    expect((await call("POST", `client/applicants/${applied.id}/hire`, client.token)).statusCode).toBe(200);
    const before = Date.now();
    const reported = (
      await call("PUT", "worker/applicants/update_status", worker.token, { id: applied.id, status: "worker_completed" })
    ).json().data;
    const days = (Date.parse(reported.auto_pay_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThan(5.01);
  });
});
