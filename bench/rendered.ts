// The server's cost of a signed-in screen it renders (`/home/survey`: guard, the member's survey
// list, React's rendering, compression) against the JSON call the page wraps (`GET
// /api/v1/list_surveys?tab=all`), both as the web app asks: session cookie, web headers.

import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config/env.js";
import { startRuntime } from "../apps/api/src/runtime.js";

const connectionCounts = [1, 10];
const warmupSeconds = 2;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
  console.error(`BENCH_DURATION must be a positive number of seconds, not "${process.env.BENCH_DURATION}".`);
  process.exit(1);
}

const noop = () => {};
const silentLog: FastifyBaseLogger = {
  level: "silent",
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
};

type Row = { name: string; connections: number; result: autocannon.Result };

async function measure(name: string, url: string, headers: Record<string, string>, connections: number): Promise<Row> {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationSeconds,
    warmup: { connections, duration: warmupSeconds },
    workers: 1,
  });
  return { name, connections, result };
}

const milliseconds = (value: number) => (value === 0 ? "<1" : String(value));

const closers: (() => Promise<void>)[] = [];
try {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "rewards-bench-"));
  closers.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DEMO_DATA: "true",
    RUN_WORKERS: "false",
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  if (!fs.existsSync(path.join(config.webDistDir, ".server", "render-app.js"))) {
    throw new Error("The web build has no server bundle: run `npm run build` first (npm run bench:rendered does).");
  }
  const runtime = await startRuntime(config, silentLog, { jobs: false });
  closers.push(() => runtime.close());
  const app = await buildApp({
    config,
    db: runtime.database.db,
    jobs: null,
    rateLimiter: runtime.rateLimiter,
    logger: false,
  });
  closers.push(async () => {
    await app.close();
  });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });

  const signIn = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: "member@example.com", password: "demo-pass-2026" } }),
  });
  const token = ((await signIn.json()) as { data?: { auth_token?: string } }).data?.auth_token;
  if (!token) throw new Error(`The demo member could not sign in (${signIn.status}).`);
  // As a browser asks: the session cookie and its readable half, brotli accepted.
  const cookie = `session=${token}; loggedIn=true; locale=en`;
  const page = { cookie, "accept-encoding": "br, gzip", accept: "text/html" };
  const json = { cookie, platform: "3", TimeZone: "Asia/Jakarta", country: "indo", "accept-encoding": "br, gzip" };

  const check = await fetch(`${baseUrl}/home/survey`, { headers: { cookie } });
  const html = await check.text();
  if (check.status !== 200 || !html.includes('id="query-data"')) {
    throw new Error(`/home/survey was not rendered on the server (${check.status}).`);
  }
  const listUrl = `${baseUrl}/api/v1/list_surveys?tab=all&limit=10&page=1`;
  const listed = await fetch(listUrl, { headers: { cookie, platform: "3" } });
  const jsonBytes = (await listed.text()).length;

  console.log(
    `Rendered-page benchmark: ${connectionCounts.join(" and ")} connections, ${durationSeconds} s each after a ` +
      `${warmupSeconds} s warm-up, database: ${runtime.database.kind}, Node ${process.version}, load: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  console.log(`/home/survey HTML ${html.length} bytes (uncompressed); its list JSON ${jsonBytes} bytes`);
  const rows: Row[] = [];
  for (const connections of connectionCounts) {
    rows.push(await measure("GET /api/v1/list_surveys?tab=all (JSON)", listUrl, json, connections));
    rows.push(
      await measure(
        "GET /api/profile/info_basic_user (the guard)",
        `${baseUrl}/api/profile/info_basic_user`,
        json,
        connections,
      ),
    );
    rows.push(await measure("GET /home/survey (rendered page)", `${baseUrl}/home/survey`, page, connections));
  }
  const header = ["name", "conns", "req/s", "ms/req", "p50 ms", "p99 ms", "non-2xx"];
  const cells = rows.map(({ name, connections, result }) => [
    name,
    String(connections),
    result.requests.average.toFixed(0),
    (1000 / result.requests.average).toFixed(2),
    milliseconds(result.latency.p50),
    milliseconds(result.latency.p99),
    String(result.non2xx),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  console.log();
  for (const row of [header, ...cells]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join("  "),
    );
  }
  console.log();
  // The goal: a rendered page costs the server at most twice the JSON call it wraps.
  for (const connections of connectionCounts) {
    const rate = (prefix: string) =>
      rows.find((row) => row.name.startsWith(prefix) && row.connections === connections)?.result.requests.average ?? 0;
    const ratio = rate("GET /api/v1/list_surveys") / rate("GET /home/survey");
    console.log(`cost of /home/survey / list_surveys at ${connections} connections: ${ratio.toFixed(2)}x (goal <= 2)`);
  }
} finally {
  for (const close of closers.reverse()) await close();
}
