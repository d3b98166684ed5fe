import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "../apps/api/src/app.js";
import { type Config, loadConfig } from "../apps/api/src/config/env.js";
import { startRuntime } from "../apps/api/src/runtime.js";

/** What the HTTP benches share: the real API with the demo data, and autocannon's rows. */

export const warmupSeconds = 2;
export const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);

// startRuntime asks for a logger; a silent one spares the bench a direct dependency on pino.
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

/**
 * The API in this process on a free port, on a fresh data directory with the demo data (the embedded
 * database, or `BENCH_DATABASE_URL`), workers off. What it opens is closed by `closers`, last first.
 */
export async function startDemoApi(
  closers: (() => Promise<void>)[],
): Promise<{ baseUrl: string; config: Config; databaseKind: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "rewards-bench-"));
  closers.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DEMO_DATA: "true",
    RUN_WORKERS: "false",
    // Unset means the embedded database; loadConfig drops undefined values.
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
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
  return { baseUrl, config, databaseKind: runtime.database.kind };
}

export type Row = { name: string; connections: number; result: autocannon.Result };

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Row> {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationSeconds,
    warmup: { connections, duration: warmupSeconds },
    // The load generator runs in its own thread so it does not compete with the servers for this event loop.
    workers: 1,
  });
  return { name, connections, result };
}

// autocannon records latency in whole milliseconds, truncated: 0 means under one.
export function milliseconds(value: number): string {
  return value === 0 ? "<1" : String(value);
}
