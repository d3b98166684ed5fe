import type { ChatMessage } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { historyQuery, markRead } from "../api/chat-api";
import { historyMessages } from "../lib/live-cache";
import type { OutgoingMessage } from "../socket/chat-connection";
import { useChatConnection } from "./use-connection";

/** How long 'typing…' stays after the peer's last typing frame, and how often ours goes out. */
const typingShownMs = 4000;
const typingSentEveryMs = 2500;

/**
 * One room's live thread: the history (older pages on demand) with live messages merged in, the
 * member's messages on their way, whether the peer is typing; sending, retrying and read marks.
 */
export function useRoomChat(roomId: string, { peerId, canRead }: { peerId: string | null; canRead: boolean }) {
  const { connection, state } = useChatConnection();
  const history = useInfiniteQuery(historyQuery(roomId));
  const messages: ChatMessage[] = useMemo(() => historyMessages(history.data), [history.data]);
  const newest = messages.at(-1)?.key ?? 0;

  // A reconnect resumes after the newest key this page holds.
  useEffect(() => {
    if (history.isSuccess) connection.track(roomId, newest);
  }, [connection, roomId, newest, history.isSuccess]);

  const pendingCache = useRef<OutgoingMessage[]>([]);
  const pending = useSyncExternalStore(
    (notify) =>
      connection.subscribe((event) => {
        if (event.kind === "outgoing" && event.roomId === roomId) notify();
      }),
    () => {
      const next = connection.pending(roomId);
      const last = pendingCache.current;
      if (next.length === last.length && next.every((item, index) => item === last[index])) return last;
      pendingCache.current = next;
      return next;
    },
    () => pendingCache.current,
  );

  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = connection.subscribe((event) => {
      if (event.kind !== "frame") return;
      const { frame } = event;
      if (frame.type === "typing" && frame.room_id === roomId && frame.user_id === peerId) {
        setTyping(true);
        clearTimeout(timer);
        timer = setTimeout(() => setTyping(false), typingShownMs);
      }
      // The peer's message ends their typing.
      if (frame.type === "message" && frame.message.room_id === roomId && frame.message.sender_id === peerId) {
        clearTimeout(timer);
        setTyping(false);
      }
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [connection, roomId, peerId]);

  // What the member sees is read: the newest key, once, over the socket or else over HTTP.
  const readKey = useRef(0);
  useEffect(() => {
    if (!canRead || newest <= readKey.current || typeof document === "undefined") return;
    const mark = () => {
      if (document.visibilityState !== "visible" || newest <= readKey.current) return;
      readKey.current = newest;
      if (!connection.sendNow({ type: "read", room_id: roomId, key: newest }))
        void markRead(roomId, newest).catch(() => {});
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [canRead, connection, roomId, newest]);

  const lastTyping = useRef(0);
  const sendTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTyping.current < typingSentEveryMs) return;
    lastTyping.current = now;
    connection.sendNow({ type: "typing", room_id: roomId });
  }, [connection, roomId]);

  return {
    state,
    history,
    messages,
    pending,
    typing,
    send: (text: string) => connection.send(roomId, { text }),
    sendAttachment: (attachmentId: string, clientId: string) => connection.send(roomId, { attachmentId }, clientId),
    retry: (clientId: string) => connection.retry(clientId),
    discard: (clientId: string) => connection.discard(clientId),
    newClientId: () => newIdempotencyKey(),
    sendTyping,
  };
}
