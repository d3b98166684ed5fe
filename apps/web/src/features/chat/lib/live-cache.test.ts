import type { ChatMessage, ChatRoom } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import {
  type History,
  historyMessages,
  type RoomPages,
  roomList,
  withDeleted,
  withMessage,
  withRoom,
} from "./live-cache";

const room = "11111111-1111-4111-8111-111111111111";
const message = (key: number): ChatMessage => ({
  room_id: room,
  key,
  sender_id: room,
  client_id: room,
  text: `m${key}`,
  attachment: null,
  is_delete: false,
  created_at: "2026-01-01T00:00:00.000Z",
});
// Pages newest first, each page newest first, as the server answers.
const history = (...pages: number[][]): History => ({
  pages: pages.map((keys) => ({ messages: keys.map(message), next_before: null })),
  pageParams: pages.map(() => null),
});

describe("the live history", () => {
  it("lists every message once, oldest first", () => {
    expect(historyMessages(history([6, 5, 4], [4, 3, 2])).map((item) => item.key)).toEqual([2, 3, 4, 5, 6]);
  });

  it("takes a live message into the newest page, once, in key order", () => {
    let data = withMessage(history([5, 4], [3]), message(7));
    data = withMessage(data, message(6));
    data = withMessage(data, message(7));
    expect(historyMessages(data).map((item) => item.key)).toEqual([3, 4, 5, 6, 7]);
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });

  it("shows a deleted message in its place without its text", () => {
    const data = withDeleted(history([3, 2, 1]), 2);
    expect(historyMessages(data).map((item) => [item.key, item.is_delete, item.text])).toEqual([
      [1, false, "m1"],
      [2, true, null],
      [3, false, "m3"],
    ]);
  });
});

describe("the live room list", () => {
  const item = (id: string, time: string | null) => ({ id, last_message_time: time }) as ChatRoom;
  const pages = (...lists: ChatRoom[][]): RoomPages => ({
    pages: lists.map((data, index) => ({ data, meta: { page: index + 1, total_pages: lists.length } })),
    pageParams: lists.map((_, index) => index + 1),
  });

  it("moves a room with a new message to the top and keeps each room once", () => {
    const data = withRoom(
      pages(
        [item("a", "2026-01-03T00:00:00Z"), item("b", "2026-01-02T00:00:00Z")],
        [item("c", "2026-01-01T00:00:00Z")],
      ),
      item("c", "2026-01-04T00:00:00Z"),
    );
    expect(roomList(data).map((room) => room.id)).toEqual(["c", "a", "b"]);
  });
});
