import { useEffect, useSyncExternalStore } from "react";
import type { ConnectionState } from "../socket/chat-connection";
import { chatConnection, holdConnection } from "../socket/chat-socket";

/** Holds the page's chat connection while mounted (and `enabled`) and follows its state. */
export function useChatConnection(enabled = true) {
  const connection = chatConnection();
  useEffect(() => (enabled ? holdConnection() : undefined), [enabled]);
  const state = useSyncExternalStore<ConnectionState>(
    (notify) => connection.subscribe((event) => event.kind === "state" && notify()),
    () => connection.state,
    () => "connecting",
  );
  return { connection, state };
}
