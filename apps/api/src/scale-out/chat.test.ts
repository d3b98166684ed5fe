import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { chatLimits } from "../modules/chat/actions.js";
import { roomBetween } from "../modules/chat/test-helpers.js";
import { TestSocket } from "../modules/chat/test-socket.js";
import { type Started, startProcess, waitHealthy } from "./processes.js";

/**
 * Chat across server processes: a message sent to one process reaches a socket on the other,
 * fanned out through PostgreSQL LISTEN/NOTIFY (two processes without Redis) and through Redis
 * pub/sub (two with `REDIS_URL`). Run by `npm run test:scale-out`.
 */
const enabled = process.env.SCALE_OUT_TEST === "1";
const adminUrl = process.env.SCALE_OUT_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** `inject` over the network, enough for the room helper. */
const over = (server: Started) => ({
  inject: async (request: { method: string; url: string; headers: Record<string, string>; payload?: object }) => {
    const answer = await fetch(`http://127.0.0.1:${server.port}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, ...(request.payload ? { "content-type": "application/json" } : {}) },
      ...(request.payload ? { body: JSON.stringify(request.payload) } : {}),
    });
    const body = await answer.text();
    return { statusCode: answer.status, body, json: () => JSON.parse(body) };
  },
});

describe.skipIf(!enabled)("chat across two processes", () => {
  const name = `scale_out_chat_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let database: Database;
  const servers: Started[] = [];
  const pairs: Record<"postgres" | "redis", [Started, Started]> = {} as never;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
    const env = {
      DATABASE_URL: url,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      DATA_DIR: path.join(os.tmpdir(), name),
      DATABASE_POOL_SIZE: "4",
      DEMO_DATA: "false",
      RUN_WORKERS: "false",
    };
    const ports = await freePorts(4);
    const first = startProcess("chat A (NOTIFY)", "main", env, ports[0]);
    servers.push(first);
    // The first migrates; the others start on what it made.
    await waitHealthy(first);
    const rest = [
      startProcess("chat B (NOTIFY)", "main", env, ports[1]),
      startProcess("chat C (Redis)", "main", { ...env, REDIS_URL: redisUrl }, ports[2]),
      startProcess("chat D (Redis)", "main", { ...env, REDIS_URL: redisUrl }, ports[3]),
    ];
    servers.push(...rest);
    await Promise.all(rest.map((server) => waitHealthy(server)));
    pairs.postgres = [first, rest[0] as Started];
    pairs.redis = [rest[1] as Started, rest[2] as Started];
    database = await openDatabase({ url, dataDir: "unused", poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }, 60_000);

  for (const transport of ["postgres", "redis"] as const) {
    it(`delivers a message sent on one process to a socket on the other (${transport})`, async () => {
      const [one, other] = pairs[transport];
      const { client, worker, roomId } = await roomBetween(over(one), database.db);
      const w = await TestSocket.open(one.port ?? 0, worker.token);
      const c = await TestSocket.open(other.port ?? 0, client.token);
      // The worker was away for a while: it resumes from key 0 on the client's process later.
      const texts = Array.from({ length: 20 }, (_, i) => `message ${i + 1}`);
      for (const [i, text] of texts.entries()) {
        const from = i % 2 ? w : c;
        from.send({ type: "send", room_id: roomId, client_id: randomUUID(), text });
        if (i % 5 === 4) await from.until(() => from.messages(roomId).length > i);
      }
      await w.until(() => w.messages(roomId).length === texts.length);
      await c.until(() => c.messages(roomId).length === texts.length);
      for (const socket of [w, c]) {
        expect(socket.messages(roomId).map((m) => m.key)).toEqual(texts.map((_, i) => i + 1));
      }
      await w.close();
      const again = await TestSocket.open(other.port ?? 0, worker.token, [{ room_id: roomId, last_key: 15 }]);
      expect(again.messages(roomId).map((m) => m.key)).toEqual([16, 17, 18, 19, 20]);
      await Promise.all([again.close(), c.close()]);
    }, 60_000);
  }

  it("counts a member's sends across both processes without Redis", async () => {
    const [one, other] = pairs.postgres;
    const { client, roomId } = await roomBetween(over(one), database.db);
    const send = (server: Started, text: string) =>
      over(server).inject({
        method: "POST",
        url: `/api/chat/rooms/${roomId}/messages`,
        headers: { token: client.token },
        payload: { client_id: randomUUID(), text },
      });
    // Sent at once, half to each process: one window's worth pass, the rest are refused on either.
    const answers = await Promise.all(
      Array.from({ length: chatLimits.send.limit + 4 }, (_, i) => send(i % 2 ? other : one, `message ${i + 1}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(chatLimits.send.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
  }, 60_000);
});
