import type { ChatClientFrame, ChatMessage, ChatServerFrame } from "@rewards/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatConnection, type ConnectionState, type SocketLike } from "./chat-connection";

const room = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const me = "33333333-3333-4333-8333-333333333333";

/** A socket the test drives: it records what the client sent and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ChatClientFrame[] = [];
  closedWith: number | undefined;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // The server's side.
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (key: number, clientId = `c-${key}`, text = `m${key}`, roomId = room): ChatMessage => ({
  room_id: roomId,
  key,
  sender_id: me,
  client_id: clientId,
  text,
  attachment: null,
  is_delete: false,
  created_at: "2026-01-01T00:00:00.000Z",
});

let sockets: FakeSocket[];
let ids: number;
let states: ConnectionState[];

function connection(overrides: Partial<ConstructorParameters<typeof ChatConnection>[0]> = {}) {
  const chat = new ChatConnection({
    url: "ws://test/api/chat/ws",
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    newClientId: () => `client-${++ids}`,
    random: () => 1,
    baseBackoffMs: 1000,
    maxBackoffMs: 8000,
    heartbeatMs: 20_000,
    heartbeatTimeoutMs: 5000,
    ackTimeoutMs: 10_000,
    ...overrides,
  });
  chat.subscribe((event) => {
    if (event.kind === "state") states.push(event.state);
  });
  return chat;
}

const latest = () => sockets[sockets.length - 1] as FakeSocket;
function connectReady(chat: ChatConnection) {
  chat.start();
  latest().accept();
  latest().frame({ type: "ready", user_id: me });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  ids = 0;
  states = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the chat connection", () => {
  it("says hello with the last key of every room it knows, and is open once the server is ready", () => {
    const chat = connection();
    chat.track(room, 7);
    chat.track(room, 5); // keys only grow
    chat.start();
    expect(chat.state).toBe("connecting");
    latest().accept();
    expect(latest().sent).toEqual([{ type: "hello", rooms: [{ room_id: room, last_key: 7 }] }]);
    expect(chat.state).toBe("connecting");
    latest().frame({ type: "ready", user_id: me });
    expect(chat.state).toBe("open");
  });

  it("reconnects with a growing backoff and resumes after the last key it received", () => {
    const chat = connection();
    connectReady(chat);
    latest().frame({ type: "message", message: message(3) });
    latest().frame({ type: "message", message: message(4) });

    latest().drop();
    expect(chat.state).toBe("reconnecting");
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    // The second attempt fails too: the wait doubles.
    latest().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    latest().accept();
    expect(latest().sent).toEqual([{ type: "hello", rooms: [{ room_id: room, last_key: 4 }] }]);
    // The missed messages come first, in order, then ready.
    const received: number[] = [];
    chat.subscribe((event) => {
      if (event.kind === "frame" && event.frame.type === "message") received.push(event.frame.message.key);
    });
    latest().frame({ type: "message", message: message(5) });
    latest().frame({ type: "message", message: message(6) });
    latest().frame({ type: "ready", user_id: me });
    expect(received).toEqual([5, 6]);
    expect(chat.state).toBe("open");
    expect(chat.lastKey(room)).toBe(6);
    expect(states).toEqual(["open", "reconnecting", "open"]);

    // A success resets the backoff.
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it("never waits longer than the ceiling between attempts", () => {
    const chat = connection();
    chat.start();
    for (let attempt = 0; attempt < 6; attempt++) {
      latest().drop();
      vi.advanceTimersByTime(8000);
    }
    expect(sockets).toHaveLength(7);
  });

  it("tries at once when the browser is back online, and gives up the socket when it goes offline", () => {
    const chat = connection();
    connectReady(chat);
    chat.lost();
    expect(latest().closedWith).toBe(1000);
    expect(chat.state).toBe("reconnecting");
    chat.wake();
    expect(sockets).toHaveLength(2);
  });

  it("pings after a quiet spell and drops a socket that no longer answers", () => {
    const chat = connection();
    connectReady(chat);
    vi.advanceTimersByTime(20_000);
    expect(latest().sent.at(-1)).toEqual({ type: "ping" });
    latest().frame({ type: "pong" });
    vi.advanceTimersByTime(20_000);
    expect(latest().sent.filter((frame) => frame.type === "ping")).toHaveLength(2);
    // No answer this time.
    vi.advanceTimersByTime(5000);
    expect(chat.state).toBe("reconnecting");
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it("queues messages until the socket is ready and sends them in order", () => {
    const chat = connection();
    chat.start();
    const first = chat.send(room, { text: "hello" });
    const second = chat.send(room, { attachmentId: "44444444-4444-4444-8444-444444444444" });
    expect(chat.pending(room).map((item) => item.status)).toEqual(["sending", "sending"]);
    latest().accept();
    expect(latest().sent).toHaveLength(1); // only hello before ready
    latest().frame({ type: "ready", user_id: me });
    expect(latest().sent.slice(1)).toEqual([
      { type: "send", room_id: room, client_id: first, text: "hello" },
      { type: "send", room_id: room, client_id: second, attachment_id: "44444444-4444-4444-8444-444444444444" },
    ]);
    // The stored message with the same client id is the acknowledgement.
    latest().frame({ type: "message", message: message(1, first, "hello") });
    expect(chat.pending(room).map((item) => item.clientId)).toEqual([second]);
  });

  it("sends what was on its way again after a reconnect, under the same client id", () => {
    const chat = connection();
    connectReady(chat);
    const id = chat.send(room, { text: "are you there?" });
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().accept();
    latest().frame({ type: "ready", user_id: me });
    expect(latest().sent.at(-1)).toEqual({ type: "send", room_id: room, client_id: id, text: "are you there?" });
    // The ack timer of the lost socket did not fire on the new one.
    vi.advanceTimersByTime(9999);
    expect(chat.pending(room)[0]?.status).toBe("sending");
  });

  it("shows a refused or unanswered message as failed, and a retry reuses its client id", () => {
    const chat = connection();
    connectReady(chat);
    const refused = chat.send(room, { text: "one" });
    latest().frame({
      type: "error",
      code: "chat_read_only",
      message: "This chat has been blocked. No further messages can be sent.",
      client_id: refused,
    });
    expect(chat.pending(room)[0]).toMatchObject({
      status: "failed",
      error: { code: "chat_read_only", message: "This chat has been blocked. No further messages can be sent." },
    });

    const unanswered = chat.send(other, { text: "two" });
    vi.advanceTimersByTime(10_000);
    expect(chat.pending(other)[0]).toMatchObject({ status: "failed", error: null });

    chat.retry(unanswered);
    expect(chat.pending(other)[0]?.status).toBe("sending");
    const resent = latest().sent.filter((frame) => frame.type === "send" && frame.client_id === unanswered);
    expect(resent).toHaveLength(2);
    latest().frame({ type: "message", message: message(1, unanswered, "two", other) });
    expect(chat.pending(other)).toEqual([]);

    chat.discard(refused);
    expect(chat.pending(room)).toEqual([]);
  });

  it("stops for good when the server says the session ended", () => {
    const chat = connection();
    connectReady(chat);
    latest().drop(4001);
    expect(chat.state).toBe("ended");
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("ignores frames that are not JSON objects with a type", () => {
    const chat = connection();
    const frames: unknown[] = [];
    chat.subscribe((event) => {
      if (event.kind === "frame") frames.push(event.frame);
    });
    connectReady(chat);
    latest().onmessage?.({ data: "<b>not json</b>" });
    latest().onmessage?.({ data: "[1,2]" });
    expect(frames).toEqual([{ type: "ready", user_id: me }]);
  });
});
