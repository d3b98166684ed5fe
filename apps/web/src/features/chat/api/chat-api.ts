import type {
  ChatHistoryPage,
  ChatMessage,
  ChatRoom,
  chatAttachmentAnswer,
  chatHistoryAnswer,
  chatRoomAnswer,
  chatRoomsAnswer,
  chatUnreadAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { type UploadProgress, uploadWithProgress } from "../../../lib/upload";

/** Every chat answer lives under this key. */
export const chatKey = ["chat"] as const;
export const roomsKey = [...chatKey, "rooms"] as const;
export const unreadKey = [...chatKey, "unread"] as const;
export const roomKey = (id: string) => [...chatKey, "room", id] as const;
export const historyKey = (id: string) => [...chatKey, "history", id] as const;

export const roomPageSize = 20;
export const historyPageSize = 30;
/** The largest attachment (the server's limit too). */
export const attachmentMaxBytes = 10 * 1024 * 1024;

/** A room the member is not in, or a refusal, is an answer: not worth asking again. */
const retryServerTrouble = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2;

const path = (id: string) => `rooms/${encodeURIComponent(id)}`;

/** `GET rooms`: the member's rooms, latest message first. */
export const roomsQuery = () =>
  infiniteQueryOptions({
    queryKey: roomsKey,
    queryFn: ({ pageParam, signal }) =>
      callApi<typeof chatRoomsAnswer>("chat", `rooms?page=${pageParam}&limit=${roomPageSize}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
    retry: retryServerTrouble,
  });

export const roomQuery = (id: string) =>
  queryOptions({
    queryKey: roomKey(id),
    queryFn: async ({ signal }) => (await callApi<typeof chatRoomAnswer>("chat", path(id), { signal })).data,
    retry: retryServerTrouble,
  });

/**
 * `GET rooms/{id}/messages`: a room's history, newest page first, each page newest first. The
 * socket keeps it current (live messages go into the first page), so it is never stale by time.
 */
export const historyQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: historyKey(id),
    queryFn: async ({ pageParam, signal }): Promise<ChatHistoryPage> => {
      const before = pageParam === null ? "" : `&before=${pageParam}`;
      return (
        await callApi<typeof chatHistoryAnswer>("chat", `${path(id)}/messages?limit=${historyPageSize}${before}`, {
          signal,
        })
      ).data;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryServerTrouble,
  });

/** `GET unread`: the unread messages over every room, for the header and the bottom nav. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: async ({ signal }) => (await callApi<typeof chatUnreadAnswer>("chat", "unread", { signal })).data,
    staleTime: 60_000,
    retry: false,
  });

export async function uploadAttachment(roomId: string, file: File, onProgress: UploadProgress, signal?: AbortSignal) {
  const body = new FormData();
  body.append("file", file);
  const answer = await uploadWithProgress<typeof chatAttachmentAnswer>(
    "chat",
    `${path(roomId)}/attachments`,
    body,
    onProgress,
    signal ? { signal } : {},
  );
  return answer.data;
}

export async function deleteMessage(roomId: string, key: number) {
  await callApi("chat", `${path(roomId)}/messages/${key}`, { method: "DELETE" });
}

export async function markRead(roomId: string, key: number) {
  await callApi("chat", `${path(roomId)}/read`, { method: "POST", body: { key } });
}

export type { ChatMessage, ChatRoom };
