import type { ChatMessage, ChatServerFrame } from "@rewards/contracts";
import WebSocket from "ws";

/** A chat socket for tests and the bench: collects frames, waits for the ones it expects. */
export class TestSocket {
  readonly frames: ChatServerFrame[] = [];
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  onMessage: ((message: ChatMessage) => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as ChatServerFrame;
      this.frames.push(frame);
      if (frame.type === "message") this.onMessage?.(frame.message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.check()) return true;
        waiter.resolve();
        return false;
      });
    });
  }

  static open(
    port: number,
    token: string,
    rooms: { room_id: string; last_key: number }[] = [],
    headers: Record<string, string> = {},
  ): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat/ws`, { headers: { token, ...headers } });
      const socket = new TestSocket(ws);
      ws.once("open", () => {
        ws.send(JSON.stringify({ type: "hello", rooms }));
        socket.until(() => socket.frames.some((f) => f.type === "ready")).then(() => resolve(socket), reject);
      });
      ws.once("unexpected-response", (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
      ws.once("error", reject);
    });
  }

  messages(roomId?: string): ChatMessage[] {
    return this.frames.flatMap((f) =>
      f.type === "message" && (!roomId || f.message.room_id === roomId) ? [f.message] : [],
    );
  }

  send(frame: object): void {
    this.ws.send(JSON.stringify(frame));
  }

  until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the expected frame did not come: ${JSON.stringify(this.frames).slice(0, 500)}`)),
        timeoutMs,
      );
      this.waiters.push({
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once("close", () => resolve());
      this.ws.close();
    });
  }
}
