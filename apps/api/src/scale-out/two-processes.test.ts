import { createECDH, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { saveSubscription } from "../modules/notifications/index.js";
import { type Started, startProcess, until, waitHealthy } from "./processes.js";

/**
 * Two API processes and one worker on one PostgreSQL and one Redis, as behind a load balancer:
 * what one process did must hold on the other. `npm run test:scale-out` runs it (CI too); it
 * needs PostgreSQL (SCALE_OUT_ADMIN_URL, default the local server) and Redis (REDIS_URL, default local).
 */
const enabled = process.env.SCALE_OUT_TEST === "1";
const adminUrl = process.env.SCALE_OUT_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const password = "demo-pass-2026";

type Answer = {
  code?: string;
  data: { auth_token?: string; basic_info?: { email: string } } & Record<string, unknown>;
};
const read = async (answer: Response) => (await answer.json()) as Answer;

/**
 * Free ports, all held open until every one is chosen: asked one at a time, the system may hand
 * out a port again that a process was given but has not bound yet.
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Each scenario comes from an address of its own (the processes trust the loopback proxy), never
 * used before: Redis keeps the counts of earlier runs for their windows.
 */
const addressFor = () => `2001:db8:${randomBytes(6).toString("hex").match(/.{4}/g)?.join(":")}::1`;

describe.skipIf(!enabled)("two API processes and a worker on one PostgreSQL and Redis", () => {
  const name = `scale_out_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let database: Database;
  let a: Started;
  let b: Started;
  let worker: Started;
  let workerMetricsPort: number;
  let pushService: Server;
  const pushes: string[] = [];

  const call = (
    server: Started,
    method: string,
    url: string,
    options: { ip: string; token?: string; body?: object; headers?: Record<string, string> },
  ) =>
    fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: {
        "x-forwarded-for": options.ip,
        ...(options.body ? { "content-type": "application/json" } : {}),
        ...(options.token ? { token: options.token } : {}),
        ...options.headers,
      },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    });
  const signIn = (server: Started, email: string, ip: string, secret = password) =>
    call(server, "POST", "/api/users/sign_in", { ip, body: { user: { email, password: secret } } });
  const tokenOf = async (answer: Response) => {
    expect(answer.status).toBe(200);
    return String((await read(answer)).data.auth_token);
  };

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
    pushService = createServer((request, response) => {
      pushes.push(request.url ?? "");
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      TRUST_PROXY: "loopback",
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      DATA_DIR: path.join(os.tmpdir(), name),
      DATABASE_POOL_SIZE: "4",
    };
    const [portA = 0, portB = 0, metricsPort = 0] = await freePorts(3);
    // The first process migrates and loads the demo accounts; the others start on what it made.
    a = startProcess("api A", "main", { ...env, DEMO_DATA: "true", RUN_WORKERS: "false" }, portA);
    await waitHealthy(a);
    // B works the queues beside the worker: two schedulers, so "runs once" means something.
    b = startProcess("api B", "main", { ...env, DEMO_DATA: "false", RUN_WORKERS: "true" }, portB);
    workerMetricsPort = metricsPort;
    worker = startProcess("worker", "worker", { ...env, WORKER_METRICS_PORT: String(workerMetricsPort) });
    await waitHealthy(b);
    database = await openDatabase({ url, dataDir: "unused", poolSize: 2 });
  }, 150_000);

  afterAll(async () => {
    await Promise.all([a, b, worker].filter(Boolean).map((started) => started.stop()));
    await database?.close();
    await new Promise((resolve) => pushService?.close(resolve));
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    await fs.rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }, 60_000);

  it("keeps a session made on one process good on the other", async () => {
    const token = await tokenOf(await signIn(a, "member@example.com", addressFor()));
    const profile = await call(b, "GET", "/api/profile", { ip: addressFor(), token });
    expect(profile.status).toBe(200);
    expect((await read(profile)).data.basic_info?.email).toBe("member@example.com");
  });

  it("locks an email after five wrong passwords sent to either process", async () => {
    const ip = addressFor();
    for (const server of [a, b, a, b, a]) {
      expect((await signIn(server, "friend1@example.com", ip, "wrong-password-1")).status).toBe(401);
    }
    const locked = await signIn(b, "friend1@example.com", ip);
    expect(locked.status).toBe(429);
    expect((await read(locked)).code).toBe("account_locked");
  });

  it("counts a rate limit across both processes", async () => {
    const ip = addressFor();
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await signIn(attempt % 2 ? b : a, `nobody-${randomUUID()}@example.com`, ip, "wrong-password-1");
      expect(answer.status).toBe(401);
    }
    const refused = await signIn(b, `nobody-${randomUUID()}@example.com`, ip);
    expect(refused.status).toBe(429);
    expect((await read(refused)).code).not.toBe("account_locked");
  });

  it("moves the member's missions, seen from one process, after an activity on the other", async () => {
    const ip = addressFor();
    // A demo friend who has not checked in today: the day's attendance mission moves with the check-in.
    const token = await tokenOf(await signIn(a, "friend2@example.com", ip));
    const missions = async () => {
      const list = async (type: string) =>
        (await read(await call(b, "GET", `/api/missions?type=${type}`, { ip, token }))).data;
      const check = (await read(await call(b, "GET", "/api/missions/check_missions", { ip, token }))).data;
      return { check, levelUp: await list("levelUp"), daily: await list("daily") };
    };
    const before = await missions();
    const checkIn = await call(a, "POST", "/api/attendance/check_in", { ip, token });
    expect(checkIn.status, await checkIn.clone().text()).toBe(200);
    expect(await missions()).not.toEqual(before);
  });

  it("delivers a notification once, by email and push, and its request id reaches the delivery logs", async () => {
    const ip = addressFor();
    const adminToken = await tokenOf(await signIn(a, "admin@example.com", ip));
    const [member] = await rows<{ id: string }>(
      sql`update users set mail_setting = 'instant', push_setting = 'instant' where email = 'verified@example.com' returning id`,
    );
    const memberId = String(member?.id);
    const device = createECDH("prime256v1");
    device.generateKeys();
    const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/${randomUUID()}`;
    await saveSubscription(database.db, memberId, {
      endpoint,
      keys: {
        p256dh: device.getPublicKey("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    });
    // Earlier requests' delivery runs finish first, so this request's run is the one that delivers.
    await until("earlier deliveries", async () => {
      const [waiting] = await rows<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where name in ('deliver-notifications', 'send-push') and state in ('created', 'retry', 'active')`,
      );
      return waiting?.count === 0;
    });
    const requestId = `scale-out-${randomUUID()}`;
    const granted = await call(a, "POST", "/api/admin/point_grants", {
      ip,
      token: adminToken,
      headers: { "x-request-id": requestId },
      body: { user_id: memberId, point: 300, reason: "Two processes" },
    });
    expect(granted.status, await granted.clone().text()).toBe(200);
    const emails = async () =>
      (
        await rows<{ count: number }>(
          sql`select count(*)::int as count from outbound_messages where recipient = 'verified@example.com' and channel = 'email' and status = 'sent'`,
        )
      )[0]?.count;
    await until("the email", async () => ((await emails()) ?? 0) > 0);
    await until("the push", async () => pushes.some((url) => endpoint.endsWith(url)));
    // A second delivery would come from a run still queued or working: wait until none is left
    // (a condition, not a pause), then count again.
    await until("the delivery runs to settle", async () => {
      const [open] = await rows<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where name in ('deliver-notifications', 'send-push', 'deliver-message') and state in ('created', 'retry', 'active')`,
      );
      return open?.count === 0;
    });
    expect(await emails()).toBe(1);
    expect(pushes.filter((url) => endpoint.endsWith(url))).toHaveLength(1);
    // The request's id went with the delivery run it queued, and from the run that delivered into
    // the email's and the push's log lines. Which run delivers is whichever claimed the row first:
    // this request's, or rarely the minutely sweep (whose lines then carry its own job's scope).
    const [queued] = await rows<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job where name = 'deliver-notifications' and data->>'request_id' = ${requestId}`,
    );
    expect(queued?.count).toBe(1);
    const lines = `${b.output()}\n${worker.output()}`
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; request_id?: string; recipient?: unknown });
    const delivered = lines.filter((line) => ["message delivered", "push delivered"].includes(line.msg));
    const ours = delivered.filter((line) => line.request_id === requestId);
    const bySweep = delivered.filter((line) => line.request_id?.startsWith("job-"));
    expect(ours.length > 0 ? ours.map((line) => line.msg).sort() : bySweep.length).toEqual(
      ours.length > 0 ? ["message delivered", "push delivered"] : 2,
    );
    expect(JSON.stringify(delivered)).not.toContain("verified@example.com");

    // The deliveries are counted where they happened: B or the worker, each scraped on its own.
    const scraped = await Promise.all([
      fetch(`http://127.0.0.1:${b.port}/api/metrics`).then((answer) => answer.text()),
      fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`).then((answer) => answer.text()),
    ]);
    const pushesSent = scraped
      .map((text) => Number(/rewards_deliveries_total\{channel="push",outcome="sent"\} (\d+)/.exec(text)?.[1] ?? 0))
      .reduce((sum, count) => sum + count, 0);
    expect(pushesSent).toBeGreaterThanOrEqual(1);
    expect(scraped[1]).toMatch(/rewards_jobs\{job="[a-z-]+",state="[a-z]+"\} \d+|# TYPE rewards_jobs gauge/);
  });

  it("runs a scheduled job once although two processes keep the schedule", async () => {
    // deliver-notifications runs every minute; a request's own run carries its request id, the schedule's none.
    const scheduled = sql`from pgboss.job where name = 'deliver-notifications' and not (data ? 'request_id')`;
    await until(
      "a scheduled run",
      async () => {
        const [result] = await rows<{ done: number }>(
          sql`select count(*)::int as done ${scheduled} and state = 'completed'`,
        );
        return (result?.done ?? 0) > 0;
      },
      100_000,
    );
    const perMinute = await rows<{ minute: string; runs: number }>(
      sql`select date_trunc('minute', created_on)::text as minute, count(*)::int as runs ${scheduled} group by 1`,
    );
    expect(perMinute.length).toBeGreaterThan(0);
    expect(perMinute.filter((row) => row.runs !== 1)).toEqual([]);
  }, 120_000);
});
