import type { ChatMessage } from "@rewards/contracts";
import { chatCloseSlow } from "@rewards/contracts";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Db } from "../../db/client.js";
import { localBus } from "./bus.js";
import { type Socket, slowConsumerBytes } from "./connection.js";
import { ChatHub, heartbeatMs } from "./hub.js";

/** A socket that records what it is sent; its unsent output and its answers to pings are set by the test. */
class FakeSocket implements Socket {
  bufferedAmount = 0;
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  pings = 0;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  ping() {
    this.pings += 1;
  }
}

// The hub's presence rows are best effort: a database that refuses them changes nothing here.
const noDatabase = {} as Db;
const roomId = "00000000-0000-4000-8000-000000000001";
const message = (key: number): ChatMessage => ({
  room_id: roomId,
  key,
  sender_id: "a",
  client_id: `00000000-0000-4000-8000-00000000000${key}`,
  text: `message ${key}`,
  attachment: null,
  is_delete: false,
  created_at: new Date().toISOString(),
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

let hub: ChatHub;
afterEach(() => hub?.close());

describe("the chat hub", () => {
  it("closes a socket too slow to take its output, and the room goes on for the other one", async () => {
    const bus = localBus();
    hub = new ChatHub(noDatabase, bus, { heartbeatMs: 60_000 });
    const slow = new FakeSocket();
    const quick = new FakeSocket();
    for (const [userId, socket] of [
      ["a", slow],
      ["b", quick],
    ] as const) {
      const connection = await hub.add(userId, socket);
      connection.start(new Map([[roomId, 0]]), []);
    }
    await bus.publish({ t: "message", members: ["a", "b"], message: message(1) });
    await flush();
    slow.bufferedAmount = slowConsumerBytes + 1;
    await bus.publish({ t: "message", members: ["a", "b"], message: message(2) });
    await flush();
    expect(slow.closedWith).toBe(chatCloseSlow);
    expect(slow.sent).toHaveLength(1);
    expect(quick.sent.map((frame) => JSON.parse(frame).message.key)).toEqual([1, 2]);
  });

  it("terminates a socket that did not answer the previous ping", async () => {
    // The heartbeat's own interval, on a clock the test moves: two beats without waiting for them.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    hub = new ChatHub(noDatabase, localBus());
    const dead = new FakeSocket();
    const alive = new FakeSocket();
    await hub.add("a", dead);
    const answering = await hub.add("b", alive);
    // The live one answers each ping (the socket route sets `alive` on a pong).
    alive.ping = () => {
      alive.pings += 1;
      answering.alive = true;
    };
    vi.advanceTimersByTime(heartbeatMs);
    expect(dead.pings).toBe(1);
    expect(dead.terminated).toBe(false);
    vi.advanceTimersByTime(heartbeatMs);
    await flush();
    expect(dead.terminated).toBe(true);
    expect(dead.pings).toBe(1);
    expect(alive.terminated).toBe(false);
    expect(hub.has("a")).toBe(false);
    expect(hub.has("b")).toBe(true);
  });
});
