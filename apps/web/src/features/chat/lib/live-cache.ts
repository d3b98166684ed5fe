import type { ChatHistoryPage, ChatMessage, ChatRoom } from "@rewards/contracts";
import type { InfiniteData } from "@tanstack/react-query";

export type History = InfiniteData<ChatHistoryPage>;
export type RoomPages = InfiniteData<{ data: ChatRoom[]; meta: { page: number; total_pages: number } }>;

/** Every message of a loaded history, oldest first, each key once. */
export function historyMessages(history: History | undefined): ChatMessage[] {
  if (!history) return [];
  const byKey = new Map<number, ChatMessage>();
  for (const page of history.pages) for (const message of page.messages) byKey.set(message.key, message);
  return [...byKey.values()].sort((a, b) => a.key - b.key);
}

/** A live message goes into the newest page (pages and their messages are newest first); a key already there is replaced. */
export function withMessage(history: History | undefined, message: ChatMessage): History | undefined {
  if (!history || history.pages.length === 0) return history;
  const known = history.pages.some((page) => page.messages.some((item) => item.key === message.key));
  if (known) return replaceMessage(history, message.key, () => message);
  const [first, ...rest] = history.pages as [ChatHistoryPage, ...ChatHistoryPage[]];
  const messages = [...first.messages, message].sort((a, b) => b.key - a.key);
  return { ...history, pages: [{ ...first, messages }, ...rest] };
}

/** A soft-deleted message keeps its place and loses its text and attachment. */
export function withDeleted(history: History | undefined, key: number): History | undefined {
  if (!history) return history;
  return replaceMessage(history, key, (message) => ({ ...message, is_delete: true, text: null, attachment: null }));
}

function replaceMessage(history: History, key: number, change: (message: ChatMessage) => ChatMessage): History {
  return {
    ...history,
    pages: history.pages.map((page) =>
      page.messages.some((item) => item.key === key)
        ? { ...page, messages: page.messages.map((item) => (item.key === key ? change(item) : item)) }
        : page,
    ),
  };
}

const time = (room: ChatRoom) => (room.last_message_time ? Date.parse(room.last_message_time) : 0);

/** A changed room replaces its row (or joins the first page); rows stay ordered by last message time. */
export function withRoom(pages: RoomPages | undefined, room: ChatRoom): RoomPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  const rest = pages.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== room.id) }));
  const [first, ...others] = rest as [RoomPages["pages"][number], ...RoomPages["pages"]];
  const data = [room, ...first.data].sort((a, b) => time(b) - time(a));
  return { ...pages, pages: [{ ...first, data }, ...others] };
}

/** Every room of the loaded pages, each once. */
export function roomList(pages: RoomPages | undefined): ChatRoom[] {
  if (!pages) return [];
  const seen = new Set<string>();
  return pages.pages
    .flatMap((page) => page.data)
    .filter((room) => {
      if (seen.has(room.id)) return false;
      seen.add(room.id);
      return true;
    });
}
