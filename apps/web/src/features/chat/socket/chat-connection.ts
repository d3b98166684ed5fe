import type { ChatClientFrame, ChatMessage, ChatServerFrame } from "@rewards/contracts";

/** The part of a browser WebSocket this module uses, so tests can hand it a fake. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

/**
 * - `connecting`: the first connection is being made;
 * - `open`: connected and caught up (the server said `ready`);
 * - `reconnecting`: the connection was lost (or never made) and another attempt waits or runs;
 * - `ended`: the session ended (close code 4001) or the connection was stopped: no more attempts.
 */
export type ConnectionState = "connecting" | "open" | "reconnecting" | "ended";

/** A message on its way: its text or attachment, whether it is sending or failed, and why. */
export type OutgoingMessage = {
  clientId: string;
  roomId: string;
  text: string | null;
  attachmentId: string | null;
  status: "sending" | "failed";
  /** The server's refusal (its message), or null for a lost connection or no answer. */
  error: { code: string; message: string } | null;
};

export type ConnectionEvent =
  | { kind: "frame"; frame: ChatServerFrame }
  | { kind: "state"; state: ConnectionState }
  | { kind: "outgoing"; roomId: string };

export type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type ConnectionOptions = {
  url: string;
  createSocket: (url: string) => SocketLike;
  newClientId: () => string;
  timers?: Timers;
  /** 0 to 1, for the backoff's jitter. */
  random?: () => number;
  /** First wait before a reconnect; doubles per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A `ping` goes out this long after the last frame in; no frame within `heartbeatTimeoutMs` more closes the socket. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** A send not acknowledged this long after it went out on an open socket shows as failed. */
  ackTimeoutMs?: number;
};

const open = 1;
/** The server closes a socket with 4001 when the session ended: trying again would not help. */
const closeUnauthorized = 4001;

const defaultTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One WebSocket to the chat service for the whole page, shared by every chat screen:
 * - reconnects after a loss with exponential backoff and jitter (at once when the browser says it is
 *   back online);
 * - on each connection says `hello` with the last key seen in every room it knows, so the server
 *   sends the missed messages, in order, before `ready`;
 * - pings after a quiet spell and drops a socket that no longer answers (a dead network often
 *   closes nothing);
 * - keeps a queue of outgoing messages, each with a client id made once: they go out when the
 *   socket is ready, go out again after a reconnect, and a retry reuses the id so the server stores
 *   the message once. The `message` frame carrying the id is the acknowledgement.
 */
export class ChatConnection {
  private readonly options: Required<Omit<ConnectionOptions, "url" | "createSocket" | "newClientId">> &
    Pick<ConnectionOptions, "url" | "createSocket" | "newClientId">;
  private socket: SocketLike | null = null;
  private ready = false;
  private stopped = true;
  private attempt = 0;
  private reconnectTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private ackTimers = new Map<string, unknown>();
  private readonly lastKeys = new Map<string, number>();
  private readonly outgoing = new Map<string, OutgoingMessage>();
  private readonly listeners = new Set<(event: ConnectionEvent) => void>();
  private current: ConnectionState = "connecting";

  constructor(options: ConnectionOptions) {
    this.options = {
      timers: defaultTimers,
      random: Math.random,
      baseBackoffMs: 500,
      maxBackoffMs: 15_000,
      heartbeatMs: 20_000,
      heartbeatTimeoutMs: 10_000,
      ackTimeoutMs: 15_000,
      ...options,
    };
  }

  get state(): ConnectionState {
    return this.current;
  }

  subscribe(listener: (event: ConnectionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.setState("connecting");
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer("reconnect");
    this.clearTimer("heartbeat");
    this.dropSocket();
    this.setState("ended");
  }

  /** The browser is back online: try now rather than wait out the backoff. */
  wake(): void {
    if (this.stopped || this.socket) return;
    this.clearTimer("reconnect");
    this.attempt = 0;
    this.connect();
  }

  /** The browser went offline: the socket is as good as gone, so say so now. */
  lost(): void {
    if (this.stopped || !this.socket) return;
    this.dropSocket();
    this.scheduleReconnect();
  }

  /**
   * The last message key the page has of a room (from its history); a reconnect resumes after the
   * highest key known. Keys only grow.
   */
  track(roomId: string, lastKey: number): void {
    if (lastKey > (this.lastKeys.get(roomId) ?? -1)) this.lastKeys.set(roomId, lastKey);
  }

  lastKey(roomId: string): number | undefined {
    return this.lastKeys.get(roomId);
  }

  /** Queues a message and sends it when it can; returns its client id. */
  send(roomId: string, content: { text: string } | { attachmentId: string }, clientId = this.options.newClientId()) {
    const message: OutgoingMessage = {
      clientId,
      roomId,
      text: "text" in content ? content.text : null,
      attachmentId: "attachmentId" in content ? content.attachmentId : null,
      status: "sending",
      error: null,
    };
    this.outgoing.set(clientId, message);
    this.emit({ kind: "outgoing", roomId });
    this.transmit(message);
    return clientId;
  }

  /** Sends a failed message again, under the same client id. */
  retry(clientId: string): void {
    const message = this.outgoing.get(clientId);
    if (!message) return;
    this.outgoing.set(clientId, { ...message, status: "sending", error: null });
    this.emit({ kind: "outgoing", roomId: message.roomId });
    this.transmit(this.outgoing.get(clientId) as OutgoingMessage);
  }

  /** Drops a failed message the member gave up on. */
  discard(clientId: string): void {
    const message = this.outgoing.get(clientId);
    if (!message) return;
    this.outgoing.delete(clientId);
    this.clearAck(clientId);
    this.emit({ kind: "outgoing", roomId: message.roomId });
  }

  /** A failure found before the frame could go out (an upload that failed, say). */
  fail(roomId: string, clientId: string, text: string | null, error: OutgoingMessage["error"]): void {
    this.outgoing.set(clientId, { clientId, roomId, text, attachmentId: null, status: "failed", error });
    this.emit({ kind: "outgoing", roomId });
  }

  pending(roomId: string): OutgoingMessage[] {
    return [...this.outgoing.values()].filter((message) => message.roomId === roomId);
  }

  /** Frames that matter only while connected (typing, read): dropped when not. */
  sendNow(frame: ChatClientFrame): boolean {
    if (!this.ready || this.socket?.readyState !== open) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private transmit(message: OutgoingMessage): void {
    if (!this.ready || this.socket?.readyState !== open) return;
    const frame: ChatClientFrame = message.attachmentId
      ? { type: "send", room_id: message.roomId, client_id: message.clientId, attachment_id: message.attachmentId }
      : { type: "send", room_id: message.roomId, client_id: message.clientId, text: message.text ?? "" };
    this.socket.send(JSON.stringify(frame));
    this.clearAck(message.clientId);
    this.ackTimers.set(
      message.clientId,
      this.options.timers.setTimeout(() => this.markFailed(message.clientId, null), this.options.ackTimeoutMs),
    );
  }

  private markFailed(clientId: string, error: OutgoingMessage["error"]): void {
    this.clearAck(clientId);
    const message = this.outgoing.get(clientId);
    if (!message) return;
    this.outgoing.set(clientId, { ...message, status: "failed", error });
    this.emit({ kind: "outgoing", roomId: message.roomId });
  }

  private clearAck(clientId: string): void {
    const timer = this.ackTimers.get(clientId);
    if (timer !== undefined) this.options.timers.clearTimeout(timer);
    this.ackTimers.delete(clientId);
  }

  private connect(): void {
    if (this.current !== "connecting") this.setState("reconnecting");
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const rooms = [...this.lastKeys].map(([room_id, last_key]) => ({ room_id, last_key }));
      socket.send(JSON.stringify({ type: "hello", rooms } satisfies ChatClientFrame));
      this.armHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.armHeartbeat();
      const frame = parseFrame(event.data);
      if (frame) this.receive(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      this.clearTimer("heartbeat");
      if (event.code === closeUnauthorized) {
        this.stop();
        return;
      }
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event follows an error; the reconnect starts there.
    };
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case "ready":
        this.ready = true;
        this.attempt = 0;
        this.setState("open");
        for (const message of this.outgoing.values()) if (message.status === "sending") this.transmit(message);
        break;
      case "message":
        this.acknowledge(frame.message);
        break;
      case "error":
        if (frame.client_id) this.markFailed(frame.client_id, { code: frame.code, message: frame.message });
        break;
      default:
        break;
    }
    this.emit({ kind: "frame", frame });
  }

  private acknowledge(message: ChatMessage): void {
    this.track(message.room_id, message.key);
    if (!this.outgoing.has(message.client_id)) return;
    this.clearAck(message.client_id);
    this.outgoing.delete(message.client_id);
    this.emit({ kind: "outgoing", roomId: message.room_id });
  }

  private armHeartbeat(): void {
    this.clearTimer("heartbeat");
    const { timers, heartbeatMs, heartbeatTimeoutMs } = this.options;
    this.heartbeatTimer = timers.setTimeout(() => {
      if (this.socket?.readyState === open)
        this.socket.send(JSON.stringify({ type: "ping" } satisfies ChatClientFrame));
      this.heartbeatTimer = timers.setTimeout(() => this.lost(), heartbeatTimeoutMs);
    }, heartbeatMs);
  }

  private scheduleReconnect(): void {
    this.ready = false;
    if (this.stopped) return;
    this.setState("reconnecting");
    // Messages that were on their way are sent again after the reconnect; the ack timers start then.
    for (const clientId of [...this.ackTimers.keys()]) this.clearAck(clientId);
    const { baseBackoffMs, maxBackoffMs, random, timers } = this.options;
    const ceiling = Math.min(maxBackoffMs, baseBackoffMs * 2 ** this.attempt);
    // Half the wait is fixed and half random, so many pages that lost the server do not all come back at once.
    const wait = ceiling / 2 + (random() * ceiling) / 2;
    this.attempt += 1;
    this.clearTimer("reconnect");
    this.reconnectTimer = timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, wait);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    this.clearTimer("heartbeat");
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Already closed.
    }
  }

  private clearTimer(which: "reconnect" | "heartbeat"): void {
    const timer = which === "reconnect" ? this.reconnectTimer : this.heartbeatTimer;
    if (timer !== null) this.options.timers.clearTimeout(timer);
    if (which === "reconnect") this.reconnectTimer = null;
    else this.heartbeatTimer = null;
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    this.emit({ kind: "state", state });
  }

  private emit(event: ConnectionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== "string") return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string") {
      return value as ChatServerFrame;
    }
  } catch {
    // Not JSON: ignored.
  }
  return null;
}
