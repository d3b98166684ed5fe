import { type ChatMessage, type ChatServerFrame, chatCloseSlow } from "@rewards/contracts";
import { chatFanoutLag, chatMessagesCount, chatSocketsDropped } from "../../metrics/index.js";

/** The part of a WebSocket a connection uses (the `ws` library's socket has it). */
export type Socket = {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
};

/** Beyond this much unsent output a socket is too slow: it is closed, the room goes on. */
export const slowConsumerBytes = 1024 * 1024;
const open = 1;
/** Most messages kept for a socket that has not sent `hello` yet. */
const heldMax = 500;

/**
 * One member's socket. Per room it remembers the last key it sent: a message at or below it is a
 * duplicate and skipped; one beyond the next key means messages are missing (a transport delivered
 * out of order, or the socket resumed), and the gap is loaded from the database first. Each room's
 * deliveries run one after the other, so a room's keys always leave in increasing order.
 */
export class Connection {
  readonly lastSent = new Map<string, number>();
  /**
   * The rooms this socket was last told are read-only (by `hello`, then by `room` frames): its
   * typing frames there go nowhere, without asking the database each time.
   */
  readonly readOnly = new Set<string>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Until `hello` is handled, live messages wait here. */
  private held: ChatMessage[] | null = [];
  alive = true;
  closed = false;

  constructor(
    readonly userId: string,
    readonly socket: Socket,
    private readonly loadAfter: (roomId: string, key: number) => Promise<ChatMessage[]>,
  ) {}

  send(frame: ChatServerFrame): boolean {
    if (this.closed || this.socket.readyState !== open) return false;
    if (this.socket.bufferedAmount > slowConsumerBytes) {
      chatSocketsDropped.inc({ reason: "slow" });
      this.closed = true;
      this.socket.close(chatCloseSlow, "too slow");
      return false;
    }
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Sets where each room starts (after `hello`) and lets the held messages through. */
  start(from: Map<string, number>, resume: string[]): void {
    for (const [room, key] of from) this.lastSent.set(room, key);
    for (const room of resume) this.queue(room, () => this.catchUp(room));
    const held = this.held ?? [];
    this.held = null;
    for (const message of held) this.deliver(message);
  }

  get started(): boolean {
    return this.held === null;
  }

  deliver(message: ChatMessage): void {
    if (this.held) {
      // A socket that never says hello cannot hold messages for ever.
      if (this.held.push(message) > heldMax) this.socket.close(chatCloseSlow, "no hello");
      return;
    }
    this.queue(message.room_id, async () => {
      const last = this.lastSent.get(message.room_id);
      if (last !== undefined && message.key <= last) return;
      if (last === undefined || message.key === last + 1) this.write(message);
      else await this.catchUp(message.room_id);
    });
  }

  /** Runs after everything queued for the room. */
  queue(roomId: string, work: () => Promise<void> | void): Promise<void> {
    const next = (this.chains.get(roomId) ?? Promise.resolve()).then(work).catch(() => {});
    this.chains.set(roomId, next);
    void next.then(() => {
      if (this.chains.get(roomId) === next) this.chains.delete(roomId);
    });
    return next;
  }

  private async catchUp(roomId: string): Promise<void> {
    for (;;) {
      const last = this.lastSent.get(roomId) ?? 0;
      const missed = await this.loadAfter(roomId, last);
      for (const message of missed) if (!this.write(message)) return;
      if (missed.length < 200) return;
    }
  }

  private write(message: ChatMessage): boolean {
    const last = this.lastSent.get(message.room_id);
    if (last !== undefined && message.key <= last) return true;
    if (!this.send({ type: "message", message })) return false;
    this.lastSent.set(message.room_id, message.key);
    chatMessagesCount.inc({ direction: "out" });
    chatFanoutLag.observe(Math.max(0, Date.now() - Date.parse(message.created_at)) / 1000);
    return true;
  }
}
