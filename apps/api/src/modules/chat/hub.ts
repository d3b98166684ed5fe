import type { ChatServerFrame } from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { chatSocketsDropped, openWebSockets } from "../../metrics/index.js";
import type { ChatBus, ChatEvent } from "./bus.js";
import { Connection, type Socket } from "./connection.js";
import { messagesAfter } from "./messages.js";
import { presenceRefreshMs, refreshPresence, socketClosed, socketOpened } from "./presence.js";
import { oneRoom } from "./rooms.js";

export const heartbeatMs = 30_000;
/** Most messages one catch-up loads at a time. */
export const catchUpBatch = 200;

/**
 * The sockets of this process by member, fed by the bus: every event names the room's two
 * members, and each of their sockets here gets the frame.
 */
export class ChatHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    readonly bus: ChatBus,
    options: { heartbeatMs?: number } = {},
  ) {
    bus.subscribe((event) => void this.dispatch(event));
    this.timers.push(setInterval(() => this.heartbeat(), options.heartbeatMs ?? heartbeatMs).unref());
    this.timers.push(setInterval(() => void refreshPresence(db).catch(() => {}), presenceRefreshMs).unref());
  }

  async add(userId: string, socket: Socket): Promise<Connection> {
    const connection = new Connection(userId, socket, (roomId, key) =>
      messagesAfter(this.db, roomId, key, catchUpBatch),
    );
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(connection);
    openWebSockets.inc();
    await socketOpened(this.db, userId).catch(() => {});
    return connection;
  }

  async remove(connection: Connection): Promise<void> {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    connection.closed = true;
    if (set.size === 0) this.byUser.delete(connection.userId);
    openWebSockets.dec();
    await socketClosed(this.db, connection.userId).catch(() => {});
  }

  /** Whether the member has a socket open in this process. */
  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private async dispatch(event: ChatEvent): Promise<void> {
    if (event.t === "message_ref") {
      const [message] = await messagesAfter(this.db, event.room_id, event.key - 1, 1);
      if (message) await this.dispatch({ t: "message", members: event.members, message });
      return;
    }
    if (event.t === "room") {
      await this.sendRoom(event.members, event.room_id);
      return;
    }
    for (const userId of new Set(event.members)) {
      for (const connection of this.byUser.get(userId) ?? []) {
        if (event.t === "message") connection.deliver(event.message);
        else if (event.t === "typing") {
          if (userId !== event.user_id) connection.send(frameOf(event));
        } else void connection.queue(event.room_id, () => void connection.send(frameOf(event)));
      }
    }
  }

  /** Each member's own view of the room (their role, their peer) to their sockets here. */
  private async sendRoom(members: [string, string], roomId: string): Promise<void> {
    for (const userId of new Set(members)) {
      const connections = this.byUser.get(userId);
      if (!connections?.size) continue;
      const room = await oneRoom(this.db, userId, roomId).catch(() => null);
      if (!room) continue;
      for (const connection of connections) {
        if (room.read_only) connection.readOnly.add(roomId);
        else connection.readOnly.delete(roomId);
        void connection.queue(roomId, () => void connection.send({ type: "room", room }));
      }
    }
  }

  private heartbeat(): void {
    for (const set of this.byUser.values()) {
      for (const connection of set) {
        if (!connection.alive) {
          chatSocketsDropped.inc({ reason: "dead" });
          connection.socket.terminate();
          void this.remove(connection);
          continue;
        }
        connection.alive = false;
        try {
          connection.socket.ping();
        } catch {
          // A socket closing as we ping is dropped at the next round.
        }
      }
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const set of this.byUser.values())
      for (const connection of set) connection.socket.close(1001, "server stopping");
    // Their close events find the hub empty (remove() returns early), so the gauge is settled here.
    openWebSockets.dec(this.size);
    this.byUser.clear();
    await this.bus.close();
  }
}

function frameOf(event: Exclude<ChatEvent, { t: "message" | "message_ref" | "room" }>): ChatServerFrame {
  if (event.t === "deleted") return { type: "deleted", room_id: event.room_id, key: event.key };
  if (event.t === "read") return { type: "read", room_id: event.room_id, user_id: event.user_id, key: event.key };
  return { type: "typing", room_id: event.room_id, user_id: event.user_id };
}
