import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createSignedInUser } from "../../test/factories.js";
import { accountBalance, balanceOf, escrowAccount, ledgerInvariantViolations, postPoints } from "../ledger/index.js";
import { autoPayDue } from "./flow.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; user: { id: string } };
type Call = { method?: "GET" | "PUT" | "POST"; url: string; token: string; payload?: object };
const call = ({ method = "GET", url, token, payload }: Call) =>
  t.app.inject({ method, url: `/api/job/${url}`, headers: { token }, ...(payload && { payload }) });

/** Statuses in which the client's points still sit in the application's escrow. */
const holding = new Set(["hired", "worker_completed", "completed", "disputed"]);

describe("the job marketplace over HTTP", () => {
  it("keeps the ledger's invariants and pays each application at most once through random calls (1,000 on PostgreSQL)", async () => {
    const db = t.database.db;
    const member = async (profile: "client" | "worker"): Promise<Member> => {
      const signedIn = await createSignedInUser(db);
      const url = profile === "client" ? "client/clients/1" : "worker/workers/1";
      const saved = await call({ method: "PUT", url, token: signedIn.token, payload: { name: profile } });
      expect(saved.statusCode, saved.body).toBe(200);
      return signedIn;
    };
    const clients = [await member("client"), await member("client")];
    const workers = [await member("worker"), await member("worker"), await member("worker"), await member("worker")];
    for (const client of clients) {
      await db.transaction((tx) =>
        postPoints(tx, {
          userId: client.user.id,
          amountCents: 150_000,
          type: "SettingPointUser",
          cause: { kind: "test", id: client.user.id },
          idempotencyKey: `grant:${randomUUID()}`,
        }),
      );
    }
    const jobs: { id: string; client: Member }[] = [];
    const applications: { id: string; worker: Member; client: Member; offer: number }[] = [];

    const operation = fc.record({
      op: fc.integer({ min: 0, max: 9 }),
      who: fc.nat(7),
      which: fc.nat(40),
      offer: fc.integer({ min: 5_000, max: 60_000 }),
    });
    // A thousand on PostgreSQL (CI runs it there); a quarter of that keeps the embedded run short.
    const steps = fc.sample(operation, {
      numRuns: onPostgres ? 1_000 : 250,
      seed: Number(process.env.FUZZ_SEED ?? 20261127),
    });
    const statuses: number[] = [];
    for (const { op, who, which, offer } of steps) {
      const client = clients[who % clients.length] as Member;
      const worker = workers[who % workers.length] as Member;
      const job = jobs[which % Math.max(jobs.length, 1)];
      const application = applications[which % Math.max(applications.length, 1)];
      let reply: Awaited<ReturnType<typeof call>> | undefined;
      if (op === 0 || !job) {
        reply = await call({
          method: "POST",
          url: "client/jobs",
          token: client.token,
          payload: {
            job_type: "online",
            title: `Random job ${jobs.length}`,
            description: "Made by the random walk.",
            fee: Math.max(offer, 10_000),
            workers_needed: 1 + (which % 3),
            publish: true,
          },
        });
        if (reply.statusCode === 200) jobs.push({ id: reply.json().data.id, client });
      } else if (op === 1 || op === 2 || !application) {
        reply = await call({
          method: "POST",
          url: "worker/applicants",
          token: worker.token,
          payload: { job_id: job.id, offer_price: offer },
        });
        if (reply.statusCode === 200) {
          applications.push({ id: reply.json().data.id, worker, client: job.client, offer });
        }
      } else {
        // Half the time the right member acts, half a stranger: a stranger must never move anything.
        const asOwner = who % 2 === 0;
        const theClient = asOwner ? application.client : client;
        const theWorker = asOwner ? application.worker : worker;
        const id = application.id;
        const status = (to: string) => ({
          method: "PUT" as const,
          url: "worker/applicants/update_status",
          token: theWorker.token,
          payload: { id, status: to },
        });
        const action: Call = [
          { method: "POST", url: `client/applicants/${id}/hire`, token: theClient.token },
          { method: "POST", url: `client/applicants/${id}/hire`, token: theClient.token },
          status("worker_completed"),
          { method: "POST", url: `client/applicants/${id}/confirm`, token: theClient.token },
          status("withdraw"),
          { method: "POST", url: `client/applicants/${id}/decline`, token: theClient.token },
          {
            method: "POST",
            url: `client/applicants/${id}/cancel`,
            token: theClient.token,
            payload: { reason: "The plan changed, sorry." },
          },
        ][op - 3] as Call;
        if (op === 9 && which % 5 === 0) await autoPayDue(db, new Date(Date.now() + 30 * 86_400_000));
        else reply = await call(action);
      }
      if (reply) statuses.push(reply.statusCode);
    }

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // The walk must get somewhere: a good share of its calls succeed, not only refusals.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(steps.length / 10);
    expect(await ledgerInvariantViolations(db)).toEqual([]);

    // Each application paid its worker at most once, and only what was agreed less the fee; the
    // escrow holds the agreed points exactly while the work is open, and nothing after.
    type Application = { id: string; status: string; offer_price: number; contract_fee: number };
    const applicationsOf = async (worker: Member) => {
      const all: Application[] = [];
      for (let page = 1; ; page++) {
        const answer = await call({ url: `worker/applicants?limit=50&page=${page}`, token: worker.token });
        const data = answer.json().data as Application[];
        all.push(...data);
        if (data.length < 50) return all;
      }
    };
    for (const worker of workers) {
      const list = await applicationsOf(worker);
      for (const application of list) {
        const escrow = await accountBalance(db, escrowAccount(application.id).id);
        if (holding.has(application.status)) expect(escrow, application.status).toBe(application.offer_price);
        else expect(escrow, application.status).toBe(0);
      }
      const paid = list.filter((application) => application.status === "payment_complete");
      const earned = paid.reduce((sum, application) => sum + application.contract_fee, 0);
      expect(await balanceOf(db, worker.user.id)).toBe(earned);
    }
    const clientTotal = (await Promise.all(clients.map((client) => balanceOf(db, client.user.id)))).reduce(
      (sum, balance) => sum + balance,
      0,
    );
    expect(clientTotal).toBeLessThanOrEqual(300_000);
    expect(clientTotal).toBeGreaterThanOrEqual(0);
  }, 300_000);
});
