import type { ChatRoom, ChatServerFrame } from "@rewards/contracts";
import { apiUrl } from "../../../lib/api";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryClient } from "../../../lib/query-client";
import { historyKey, roomKey, roomsKey, unreadKey } from "../api/chat-api";
import { type History, type RoomPages, withDeleted, withMessage, withRoom } from "../lib/live-cache";
import { ChatConnection, type SocketLike } from "./chat-connection";

/** The socket's address: the chat service's base, on ws: or wss: as the page is. */
export function socketUrl(base = apiUrl("chat", "ws"), page: Location = window.location): string {
  const url = new URL(base, page.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

let listTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * The room list and the unread count are asked again shortly after a message, a read mark or a
 * deletion (one request for a burst of frames): the server sends no list item of its own.
 */
function refreshListSoon(): void {
  clearTimeout(listTimer);
  listTimer = setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: roomsKey });
    void queryClient.invalidateQueries({ queryKey: unreadKey });
  }, 300);
}

/** What a frame changes in the cached answers: histories, the room list, a room, the unread count. */
export function applyFrame(frame: ChatServerFrame): void {
  switch (frame.type) {
    case "message":
      queryClient.setQueryData<History>(historyKey(frame.message.room_id), (data) => withMessage(data, frame.message));
      refreshListSoon();
      break;
    case "deleted":
      queryClient.setQueryData<History>(historyKey(frame.room_id), (data) => withDeleted(data, frame.key));
      refreshListSoon();
      break;
    case "error":
      // A room that turned read-only (blocked, cancelled): its note comes with the room.
      if (frame.code === "chat_read_only" && frame.room_id) {
        void queryClient.invalidateQueries({ queryKey: roomKey(frame.room_id) });
      }
      break;
    case "room":
      queryClient.setQueryData<RoomPages>(roomsKey, (data) => withRoom(data, frame.room));
      queryClient.setQueryData(roomKey(frame.room.id), frame.room);
      void queryClient.invalidateQueries({ queryKey: unreadKey });
      break;
    case "read":
      queryClient.setQueryData<ChatRoom>(roomKey(frame.room_id), (room) =>
        room && frame.user_id === room.peer.id && frame.key > room.peer_read_key
          ? { ...room, peer_read_key: frame.key }
          : room,
      );
      refreshListSoon();
      break;
    case "ready":
      // After a gap the list and the count may have moved in ways no frame told.
      void queryClient.invalidateQueries({ queryKey: roomsKey });
      void queryClient.invalidateQueries({ queryKey: unreadKey });
      break;
    default:
      break;
  }
}

let shared: ChatConnection | null = null;
const noSocket = (): SocketLike => {
  throw new Error("no chat socket outside the browser");
};
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's one connection, made on first use. Rendering on the server there is no page: a
 * connection of its own that never starts (screens open the socket in an effect, `holdConnection`).
 */
export function chatConnection(): ChatConnection {
  if (shared) return shared;
  if (typeof window === "undefined") {
    return new ChatConnection({ url: "", createSocket: noSocket, newClientId: () => newIdempotencyKey() });
  }
  const connection = new ChatConnection({
    url: socketUrl(),
    // A browser WebSocket is a SocketLike; its handlers are typed with DOM events the module does not need.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    newClientId: () => newIdempotencyKey(),
  });
  connection.subscribe((event) => {
    if (event.kind === "frame") applyFrame(event.frame);
  });
  window.addEventListener("online", () => connection.wake());
  window.addEventListener("offline", () => connection.lost());
  shared = connection;
  return connection;
}

/**
 * A screen that needs live chat holds the connection while mounted; the socket closes a while
 * after the last one lets go (a screen change does not drop and remake it).
 */
export function holdConnection(): () => void {
  const connection = chatConnection();
  users += 1;
  clearTimeout(idleTimer);
  connection.start();
  return () => {
    users -= 1;
    if (users > 0) return;
    idleTimer = setTimeout(() => {
      if (users === 0) connection.stop();
    }, 30_000);
  };
}
