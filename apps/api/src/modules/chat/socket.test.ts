import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { roomBetween } from "./test-helpers.js";
import { TestSocket } from "./test-socket.js";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => t.close());

const post = (token: string, roomId: string, text: string, clientId = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${roomId}/messages`,
    headers: { token },
    payload: { client_id: clientId, text },
  });

describe("the chat socket", () => {
  it("closes with 1009 on a frame over the size limit, and keeps serving others", async () => {
    const { client, worker } = await roomBetween(t.app, t.database.db);
    const c = await TestSocket.open(port, client.token);
    const errors = vi.spyOn(t.app.log, "error");
    const warnings = vi.spyOn(t.app.log, "warn");
    const closed = new Promise<number>((resolve) => c.ws.once("close", (code) => resolve(code)));
    c.ws.send("x".repeat(40 * 1024));
    expect(await closed).toBe(1009);
    // The sender's mistake: a warning naming the limit, never a server error with a stack.
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ code: "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH" }),
      "chat frame over the size limit",
    );
    errors.mockRestore();
    warnings.mockRestore();
    const w = await TestSocket.open(port, worker.token);
    w.send({ type: "ping", t: 7 });
    await w.until(() => w.frames.some((f) => f.type === "pong" && f.t === 7));
    await w.close();
  });

  it("delivers to both members, acknowledges a send by its client id, stores a retry once", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const w = await TestSocket.open(port, worker.token);
    const c = await TestSocket.open(port, client.token);
    const clientId = randomUUID();
    c.send({ type: "send", room_id: roomId, client_id: clientId, text: "Hi there" });
    c.send({ type: "send", room_id: roomId, client_id: clientId, text: "Hi there" });
    await w.until(() => w.messages().length === 1);
    await c.until(() => c.messages().length === 1);
    expect(c.messages()[0]).toMatchObject({ key: 1, client_id: clientId, text: "Hi there" });
    w.send({ type: "typing", room_id: roomId });
    await c.until(() => c.frames.some((f) => f.type === "typing"));
    w.send({ type: "read", room_id: roomId, key: 1 });
    await c.until(() => c.frames.some((f) => f.type === "read" && f.key === 1));
    c.send({ type: "delete", room_id: roomId, key: 1 });
    await w.until(() => w.frames.some((f) => f.type === "deleted"));
    c.send({ type: "ping", t: 5 });
    await c.until(() => c.frames.some((f) => f.type === "pong" && f.t === 5));
    expect(w.messages()).toHaveLength(1);
    // The metrics endpoint counts the open sockets, the messages stored and written, and the fan-out lag.
    const metrics = (await t.app.inject({ url: "/api/metrics" })).body;
    expect(metrics).toMatch(/^rewards_websockets_open [1-9]/m);
    expect(metrics).toMatch(/^rewards_chat_messages_total\{direction="in"\} [1-9]/m);
    expect(metrics).toMatch(/^rewards_chat_messages_total\{direction="out"\} [1-9]/m);
    expect(metrics).toMatch(/^rewards_chat_fanout_lag_seconds_count [1-9]/m);
    await Promise.all([w.close(), c.close()]);
  });

  it("lets a third member neither read nor post, and answers as for a room that does not exist", async () => {
    const { client, roomId } = await roomBetween(t.app, t.database.db);
    const stranger = await createSignedInUser(t.database.db);
    const s = await TestSocket.open(port, stranger.token, [{ room_id: roomId, last_key: 0 }]);
    await post(client.token, roomId, "secret");
    const clientId = randomUUID();
    s.send({ type: "send", room_id: roomId, client_id: clientId, text: "let me in" });
    await s.until(() => s.frames.some((f) => f.type === "error"));
    s.send({ type: "send", room_id: randomUUID(), client_id: randomUUID(), text: "let me in" });
    await s.until(() => s.frames.filter((f) => f.type === "error").length === 2);
    const errors = s.frames.filter((f) => f.type === "error");
    expect(errors.map((f) => f.type === "error" && f.message)).toEqual([
      "Chat room not exists",
      "Chat room not exists",
    ]);
    expect(s.messages()).toEqual([]);
    await s.close();
  });

  it("passes typing on to the peer while the room takes messages, and not once it is blocked", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const w = await TestSocket.open(port, worker.token);
    const c = await TestSocket.open(port, client.token);
    const typed = () => w.frames.filter((f) => f.type === "typing").length;
    c.send({ type: "typing", room_id: roomId });
    await w.until(() => typed() === 1);
    const block = (action: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/job/worker/applicants/${roomId}/${action}`,
        headers: { token: worker.token },
      });
    expect((await block("block_chat")).statusCode).toBe(200);
    await c.until(() => c.frames.some((f) => f.type === "room" && f.room.read_only));
    c.send({ type: "typing", room_id: roomId });
    // A ping sent after it is answered after it: by then the typing frame was handled.
    c.send({ type: "ping", t: 1 });
    await c.until(() => c.frames.some((f) => f.type === "pong" && f.t === 1));
    expect((await block("unblock_chat")).statusCode).toBe(200);
    await c.until(() => c.frames.some((f) => f.type === "room" && !f.room.read_only));
    c.send({ type: "typing", room_id: roomId });
    await w.until(() => typed() === 2);
    // A socket opened on a blocked room knows it from its hello.
    expect((await block("block_chat")).statusCode).toBe(200);
    const late = await TestSocket.open(port, client.token);
    late.send({ type: "typing", room_id: roomId });
    late.send({ type: "ping", t: 2 });
    await late.until(() => late.frames.some((f) => f.type === "pong" && f.t === 2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(typed()).toBe(2);
    await Promise.all([w.close(), c.close(), late.close()]);
  });

  it("refuses a cookie from another site and a socket without a session", async () => {
    const { worker } = await roomBetween(t.app, t.database.db);
    await expect(TestSocket.open(port, "")).rejects.toThrow("401");
    const cookie = { cookie: `session=${worker.token}`, origin: "https://evil.example" };
    await expect(TestSocket.open(port, "", [], cookie)).rejects.toThrow("403");
  });

  it("never loses or repeats a message across random disconnects (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ burst: fc.integer({ min: 0, max: 4 }), drop: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps) => {
          const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
          const seen: number[] = [];
          let socket = await TestSocket.open(port, worker.token);
          socket.onMessage = (m) => seen.push(m.key);
          let sent = 0;
          for (const step of steps) {
            const posts = Array.from({ length: step.burst }, (_, i) => post(client.token, roomId, `m${sent + i}`));
            sent += step.burst;
            if (step.drop) {
              // Drop while messages are in flight, then resume from the last key this side saw.
              socket.ws.terminate();
              await Promise.all(posts);
              socket = await TestSocket.open(port, worker.token, [{ room_id: roomId, last_key: seen.at(-1) ?? 0 }]);
              socket.onMessage = (m) => seen.push(m.key);
              for (const m of socket.messages(roomId)) seen.push(m.key);
            } else await Promise.all(posts);
          }
          await socket.until(() => (seen.at(-1) ?? 0) >= sent);
          await socket.close();
          expect(seen).toEqual(Array.from({ length: sent }, (_, i) => i + 1));
        },
      ),
      { numRuns: 8 },
    );
  });
});
