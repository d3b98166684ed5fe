import { EventEmitter } from "node:events";
import type { ChatMessage } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import pg from "pg";
import type { DbOrTx } from "../../db/client.js";

/** What one process tells every process's sockets: each event names the room's two members. */
export type ChatEvent =
  | { t: "message"; members: [string, string]; message: ChatMessage }
  /** A message too large for a NOTIFY payload: the receiver loads it by key. */
  | { t: "message_ref"; members: [string, string]; room_id: string; key: number }
  | { t: "deleted"; members: [string, string]; room_id: string; key: number }
  | { t: "read"; members: [string, string]; room_id: string; user_id: string; key: number }
  | { t: "typing"; members: [string, string]; room_id: string; user_id: string }
  /** The room's state changed (blocked, unblocked, cancelled): each member's sockets get their view of it. */
  | { t: "room"; members: [string, string]; room_id: string };

/**
 * The fan-out between server processes, one interface over three transports: in process (the
 * embedded database: one process), PostgreSQL LISTEN/NOTIFY, and Redis pub/sub when `REDIS_URL`
 * is set. `publish` with a transaction sends at its commit (NOTIFY is transactional); the others
 * are called after the commit.
 */
export type ChatBus = {
  kind: "local" | "postgres" | "redis";
  publish(event: ChatEvent, tx?: DbOrTx): Promise<void>;
  subscribe(handler: (event: ChatEvent) => void): void;
  close(): Promise<void>;
};

const channel = "chat_events";
/** NOTIFY refuses payloads from 8000 bytes; larger messages travel by reference. */
const notifyMaxBytes = 7000;

export function localBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: "local",
    async publish(event) {
      emitter.emit(channel, event);
    },
    subscribe(handler) {
      emitter.on(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

function slim(event: ChatEvent): string {
  const payload = JSON.stringify(event);
  if (event.t !== "message" || Buffer.byteLength(payload) < notifyMaxBytes) return payload;
  return JSON.stringify({
    t: "message_ref",
    members: event.members,
    room_id: event.message.room_id,
    key: event.message.key,
  });
}

/** LISTEN on one dedicated connection (reconnecting after a loss); NOTIFY through the caller's transaction. */
export function postgresBus(url: string, db: DbOrTx, onError: (error: unknown) => void = () => {}): ChatBus {
  const handlers: ((event: ChatEvent) => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let ready: Promise<void> = Promise.resolve();
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (note) => {
      if (note.channel !== channel || !note.payload) return;
      const event = JSON.parse(note.payload) as ChatEvent;
      for (const handler of handlers) handler(event);
    });
    next.on("error", (error) => {
      onError(error);
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) {
        setTimeout(() => {
          ready = connect().catch(onError);
        }, 1000).unref();
      }
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  ready = connect();
  return {
    kind: "postgres",
    async publish(event, tx) {
      await (tx ?? db).execute(sql`select pg_notify(${channel}, ${slim(event)})`);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      await ready.catch(() => {});
      await client?.end().catch(() => {});
    },
    // Exposed for tests that must know LISTEN is in place before they send.
    ...{ ready: () => ready },
  };
}

export function redisBus(url: string): ChatBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const handlers: ((event: ChatEvent) => void)[] = [];
  const ready = subscriber.subscribe(channel);
  subscriber.on("message", (from: string, payload: string) => {
    if (from !== channel) return;
    const event = JSON.parse(payload) as ChatEvent;
    for (const handler of handlers) handler(event);
  });
  return {
    kind: "redis",
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await ready.catch(() => {});
      await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
    ...{ ready: () => ready.then(() => {}) },
  };
}

/** Redis when `REDIS_URL` is set, else NOTIFY on PostgreSQL, else in process. */
export function chatBusFor(
  config: { REDIS_URL?: string | undefined; DATABASE_URL?: string | undefined },
  db: DbOrTx,
): ChatBus {
  if (config.REDIS_URL) return redisBus(config.REDIS_URL);
  if (config.DATABASE_URL) return postgresBus(config.DATABASE_URL, db);
  return localBus();
}

const shared = new WeakMap<object, ChatBus>();

/**
 * One bus per process and database, shared by the services mounted in it: the job service tells
 * the chat's sockets of a blocked or cancelled thread through the same bus the chat hub listens to
 * (the in-process one included, where there is nothing between processes to carry it).
 */
export function sharedChatBus(
  config: { REDIS_URL?: string | undefined; DATABASE_URL?: string | undefined },
  db: DbOrTx,
): ChatBus {
  let bus = shared.get(db);
  if (!bus) {
    const made = chatBusFor(config, db);
    let closing: Promise<void> | null = null;
    // Each service closes it when the server stops; the first close does it.
    bus = { ...made, close: () => (closing ??= made.close()) };
    shared.set(db, bus);
  }
  return bus;
}

/** Resolves once the bus hears published events (LISTEN or SUBSCRIBE done). */
export async function busReady(bus: ChatBus): Promise<void> {
  const ready = (bus as { ready?: () => Promise<void> }).ready;
  if (ready) await ready();
}
