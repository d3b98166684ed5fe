import { useQuery } from "@tanstack/react-query";
import { unreadQuery } from "../api/chat-api";
import { useChatConnection } from "./use-connection";

/**
 * The member's unread messages over every room, for the message entries of the header and the
 * bottom nav: kept live by the socket while `enabled`; null until known.
 */
export function useChatUnread(enabled = true): number | null {
  useChatConnection(enabled);
  const query = useQuery({ ...unreadQuery(), enabled });
  return enabled ? (query.data?.count ?? null) : null;
}
