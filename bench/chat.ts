/**
 * `npm run bench:chat`: chat sockets in rooms of two at a steady message rate, delivery latency
 * measured from the send frame leaving the sender to the message frame reaching the peer.
 * Three runs: one process; two processes fanning out through PostgreSQL NOTIFY; two through Redis.
 * Short by default (200 sockets, 5 s a run); `--full` runs 2,000 sockets for 15 s. The first
 * seconds of each run (`BENCH_WARMUP`) are sent at the same rate but not counted.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import WebSocket from "ws";
import { openDatabase } from "../apps/api/src/db/client.js";
import { chatRooms } from "../apps/api/src/modules/chat/index.js";
import { jobApplications, jobPosts } from "../apps/api/src/modules/jobs/index.js";
import { type Started, startProcess, waitHealthy } from "../apps/api/src/scale-out/processes.js";
import { createSignedInUser } from "../apps/api/src/test/factories.js";

const full = process.argv.includes("--full");
const sockets = Number(process.env.BENCH_SOCKETS ?? (full ? 2000 : 200));
const seconds = Number(process.env.BENCH_DURATION ?? (full ? 15 : 5));
/**
 * Messages per second over all rooms: a rate this two-core machine carries while other work shares
 * it, so the latency measured is delivery's and not a queue's. Raise it with `BENCH_RATE`.
 */
const rate = Number(process.env.BENCH_RATE ?? 50);
/** Seconds sent at the rate before the counted part of each run. */
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve))));
  const ports = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

type Side = { token: string; ws?: WebSocket };
type Room = { id: string; worker: Side; client: Side };

function connect(port: number, side: Side, onMessage: (text: string, key: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat/ws`, { headers: { token: side.token } });
    side.ws = ws;
    ws.on("message", (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === "ready") resolve();
      else if (frame.type === "message") onMessage(frame.message.text, frame.message.key);
    });
    ws.once("open", () => ws.send(JSON.stringify({ type: "hello", rooms: [] })));
    ws.once("error", reject);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function run(label: string, rooms: Room[], ports: [number, number]) {
  const latencies: number[] = [];
  let received = 0;
  let counted = 0;
  let lastAt = 0;
  let measureFrom = Number.POSITIVE_INFINITY;
  const onMessage = (side: "worker" | "client", from: "worker" | "client") => (text: string) => {
    // Each message is read by both members; the peer's copy is the delivery that counts.
    if (side === from) return;
    const [sender, sentAt] = text.split(" ");
    if (sender !== from) return;
    received++;
    if (Number(sentAt) < measureFrom) return;
    lastAt = performance.now();
    latencies.push(lastAt - Number(sentAt));
    counted++;
  };
  for (let i = 0; i < rooms.length; i += 100) {
    await Promise.all(
      rooms
        .slice(i, i + 100)
        .flatMap((room) => [
          connect(ports[0], room.worker, (text) => onMessage("worker", "client")(text)),
          connect(ports[1], room.client, (text) => onMessage("client", "worker")(text)),
        ]),
    );
  }
  const loadBefore = load();
  const total = rate * (warmup + seconds);
  const intervalMs = 1000 / rate;
  const started = performance.now();
  measureFrom = started + warmup * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs));
      while (sent < due) {
        const room = rooms[sent % rooms.length] as Room;
        const fromWorker = Math.floor(sent / rooms.length) % 2 === 0;
        const side = fromWorker ? room.worker : room.client;
        side.ws?.send(
          JSON.stringify({
            type: "send",
            room_id: room.id,
            client_id: randomUUID(),
            text: `${fromWorker ? "worker" : "client"} ${performance.now()}`,
          }),
        );
        sent++;
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const deadline = Date.now() + 10_000;
  while (received < sent && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const loadAfter = load();
  for (const room of rooms) for (const side of [room.worker, room.client]) side.ws?.close();
  const sorted = latencies.sort((a, b) => a - b);
  // Deliveries per second over the counted part: from its first send to its last delivery.
  const span = Math.max(seconds, (lastAt - measureFrom) / 1000);
  console.log(
    `${label.padEnd(34)} sockets ${rooms.length * 2}  sent ${sent}  delivered ${received}  ` +
      `p50 ${quantile(sorted, 0.5).toFixed(1)} ms  p99 ${quantile(sorted, 0.99).toFixed(1)} ms  ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms  ${Math.round(counted / span)} msg/s  ` +
      `load ${loadBefore} -> ${loadAfter}`,
  );
}

async function main() {
  const name = `bench_chat_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const env = {
    DATABASE_URL: url,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(os.tmpdir(), name),
    DATABASE_POOL_SIZE: "10",
    DEMO_DATA: "false",
    RUN_WORKERS: "false",
  };
  const servers: Started[] = [];
  try {
    const [a = 0, b = 0, c = 0, d = 0] = await freePorts(4);
    const first = startProcess("A", "main", env, a);
    servers.push(first);
    await waitHealthy(first);
    const others = [
      startProcess("B", "main", env, b),
      startProcess("C", "main", { ...env, REDIS_URL: redisUrl }, c),
      startProcess("D", "main", { ...env, REDIS_URL: redisUrl }, d),
    ];
    servers.push(...others);
    await Promise.all(others.map((server) => waitHealthy(server)));

    const database = await openDatabase({ url, dataDir: "unused", poolSize: 8 });
    const rooms: Room[] = [];
    for (let i = 0; i < sockets / 2; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, sockets / 2 - i) }, async () => {
          const [worker, client] = [await createSignedInUser(database.db), await createSignedInUser(database.db)];
          const postId = randomUUID();
          const applicationId = randomUUID();
          await database.db.insert(jobPosts).values({
            id: postId,
            clientUserId: client.user.id,
            jobType: "online",
            title: "Bench job",
            feeCents: 50_000,
            status: "open",
          });
          await database.db.insert(jobApplications).values({
            id: applicationId,
            jobId: postId,
            workerUserId: worker.user.id,
            clientUserId: client.user.id,
            status: "hired",
            offerCents: 50_000,
            serviceFeeCents: 5_000,
          });
          await database.db
            .insert(chatRooms)
            .values({ id: applicationId, workerUserId: worker.user.id, clientUserId: client.user.id });
          return { id: applicationId, worker: { token: worker.token }, client: { token: client.token } };
        }),
      );
      rooms.push(...batch);
    }
    await database.close();
    console.log(
      `chat bench: ${sockets} sockets, ${rate} messages/s for ${warmup} s (not counted) and ${seconds} s a run, ` +
        `on ${os.cpus().length} cores, load average (1, 5, 15 min) ${load()}`,
    );
    await run("one process", rooms, [a, a]);
    await run("two processes, PostgreSQL NOTIFY", rooms, [a, b]);
    await run("two processes, Redis pub/sub", rooms, [c, d]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

await main();
