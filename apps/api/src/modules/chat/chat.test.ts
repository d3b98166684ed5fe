import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { notifications } from "../notifications/index.js";
import { chatLimits } from "./actions.js";
import { chatSendQuota } from "./tables.js";
import { roomBetween } from "./test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: "GET" | "POST" | "DELETE"; url: string; token: string; payload?: object };
const call = ({ method = "GET", url, token, payload }: Call) =>
  t.app.inject({ method, url: `/api/chat/${url}`, headers: { token }, ...(payload && { payload }) });
const send = (token: string, roomId: string, text: string, clientId: string = randomUUID()) =>
  call({ method: "POST", url: `rooms/${roomId}/messages`, token, payload: { client_id: clientId, text } });

describe("chat rooms", () => {
  it("opens a room on hire, keys messages in order, stores a retried send once", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const rooms = (await call({ url: "rooms", token: worker.token })).json();
    expect(rooms.data).toHaveLength(1);
    expect(rooms.data[0]).toMatchObject({ id: roomId, role: "worker", last_message_key: 0, unread_count: 0 });

    const clientId = randomUUID();
    const first = await send(client.token, roomId, "Hello, when can you start the logo work?", clientId);
    expect(first.statusCode, first.body).toBe(200);
    const retried = await send(client.token, roomId, "Hello, when can you start the logo work?", clientId);
    expect(retried.json().data.key).toBe(first.json().data.key);
    await send(worker.token, roomId, "Tomorrow <b>morning</b>");

    const history = (await call({ url: `rooms/${roomId}/messages`, token: worker.token })).json().data;
    expect(history.messages.map((m: { key: number }) => m.key)).toEqual([2, 1]);
    expect(history.messages[0].text).toBe("Tomorrow <b>morning</b>");
    const room = (await call({ url: `rooms/${roomId}`, token: worker.token })).json().data;
    expect(room).toMatchObject({ last_message_key: 2, unread_count: 0, last_read_key: 2 });
    const mine = (await call({ url: `rooms/${roomId}`, token: client.token })).json().data;
    expect(mine).toMatchObject({ unread_count: 1, last_message_text: "Tomorrow <b>morning…" });
    expect(Array.from(mine.last_message_text)).toHaveLength(20);
    expect((await call({ url: "unread", token: client.token })).json().data).toEqual({ count: 1, rooms: 1 });

    const read = await call({ method: "POST", url: `rooms/${roomId}/read`, token: client.token, payload: { key: 99 } });
    expect(read.json().data).toEqual({ room_id: roomId, last_read_key: 2 });
    expect((await call({ url: "unread", token: client.token })).json().data).toEqual({ count: 0, rooms: 0 });
  });

  it("stores sends of one client id racing each other once, and keys the next message after it", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(client.token, roomId, "same", clientId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().data.key))).toEqual(new Set([1]));
    expect((await send(worker.token, roomId, "next")).json().data.key).toBe(2);
    const room = (await call({ url: `rooms/${roomId}`, token: client.token })).json().data;
    expect(room).toMatchObject({ last_message_key: 2, unread_count: 1, last_message_text: "next" });
  });

  it("tells an absent member once per quiet period, not per message", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    for (const text of ["one", "two", "three"]) await send(client.token, roomId, text);
    const told = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, worker.user.id));
    expect(told.filter((n) => n.kind === "chat_message")).toHaveLength(1);
  });

  it("opens a room on the first message before a hire", async () => {
    const { worker, client, roomId } = await roomBetween(t.app, t.database.db, { hire: false });
    expect((await call({ url: "rooms", token: client.token })).json().data).toHaveLength(0);
    expect((await send(worker.token, roomId, "May I ask about the colours?")).statusCode).toBe(200);
    expect((await call({ url: "rooms", token: client.token })).json().data[0]).toMatchObject({
      id: roomId,
      unread_count: 1,
    });
  });

  it("deletes only one's own message, which stays as deleted", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const key = (await send(worker.token, roomId, "a typo")).json().data.key;
    const other = await call({ method: "DELETE", url: `rooms/${roomId}/messages/${key}`, token: client.token });
    expect(other.statusCode).toBe(403);
    const own = await call({ method: "DELETE", url: `rooms/${roomId}/messages/${key}`, token: worker.token });
    expect(own.json().data).toMatchObject({ key, is_delete: true, text: null });
  });

  it("makes the thread read-only after a block or a cancellation", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    // Both sides have sent before, so this process knows the room's members already.
    expect((await send(client.token, roomId, "hello")).statusCode).toBe(200);
    expect((await send(worker.token, roomId, "hi")).statusCode).toBe(200);
    const block = await t.app.inject({
      method: "POST",
      url: `/api/job/worker/applicants/${roomId}/block_chat`,
      headers: { token: worker.token },
    });
    expect(block.statusCode).toBe(200);
    const refused = await send(client.token, roomId, "hello?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "chat_read_only" });
    expect((await call({ url: `rooms/${roomId}`, token: client.token })).json().data).toMatchObject({
      read_only: true,
      read_only_reason: "blocked",
    });
    await t.app.inject({
      method: "POST",
      url: `/api/job/worker/applicants/${roomId}/unblock_chat`,
      headers: { token: worker.token },
    });
    expect((await send(client.token, roomId, "hello again")).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/job/client/applicants/${roomId}/cancel`,
      headers: { token: client.token },
      payload: { reason: "The plans changed, sorry." },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await send(worker.token, roomId, "why?")).json()).toMatchObject({ code: "chat_read_only" });
  });

  it("tells a third member nothing: not the room, not its messages, not whether it exists", async () => {
    const { client, roomId } = await roomBetween(t.app, t.database.db);
    await send(client.token, roomId, "private");
    const stranger = await createSignedInUser(t.database.db);
    for (const id of [roomId, randomUUID()]) {
      for (const answer of [
        await call({ url: `rooms/${id}`, token: stranger.token }),
        await call({ url: `rooms/${id}/messages`, token: stranger.token }),
        await send(stranger.token, id, "let me in"),
        await call({ method: "POST", url: `rooms/${id}/read`, token: stranger.token, payload: { key: 1 } }),
        await call({ method: "DELETE", url: `rooms/${id}/messages/1`, token: stranger.token }),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe("Chat room not exists");
      }
    }
    expect((await call({ url: "rooms", token: stranger.token })).json().data).toEqual([]);
  });

  it("counts a member's sends in the database without Redis, so every process refuses the same one", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    for (let i = 1; i <= chatLimits.send.limit; i++) {
      expect((await send(client.token, roomId, `message ${i}`)).statusCode).toBe(200);
    }
    const refused = await send(client.token, roomId, "one too many");
    expect([refused.statusCode, refused.json().code]).toEqual([429, "rate_limited"]);
    expect(refused.json().retry_after).toBeGreaterThanOrEqual(1);
    expect(refused.json().retry_after).toBeLessThanOrEqual(10);
    // The count is the member's: the peer still sends.
    expect((await send(worker.token, roomId, "my turn")).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(chatSendQuota).where(eq(chatSendQuota.userId, client.user.id));
    expect(row?.count).toBe(chatLimits.send.limit);
    // Once the window has passed, the count starts again.
    await t.database.db
      .update(chatSendQuota)
      .set({ windowStart: new Date(Date.now() - chatLimits.send.windowMs - 1000) })
      .where(eq(chatSendQuota.userId, client.user.id));
    expect((await send(client.token, roomId, "again")).statusCode).toBe(200);
  });
});
