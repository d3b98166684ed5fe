import { describe, expect, it } from "vitest";
import { chatClientFrame, chatPreview, chatServerFrame } from "./chat.js";

const room = "6f1c2a7e-8d43-4b5e-9a1f-2c3d4e5f6a7b";
const id = "0b8e6c1d-2f3a-4b5c-8d9e-0f1a2b3c4d5e";

describe("the chat wire contract", () => {
  it("reads every client frame, and refuses what is not one", () => {
    for (const frame of [
      { type: "hello", rooms: [{ room_id: room, last_key: 3 }] },
      { type: "hello" },
      { type: "send", room_id: room, client_id: id, text: "Hi" },
      { type: "send", room_id: room, client_id: id, attachment_id: id },
      { type: "read", room_id: room, key: 2 },
      { type: "typing", room_id: room },
      { type: "delete", room_id: room, key: 2 },
      { type: "ping", t: 1 },
    ]) {
      expect(chatClientFrame.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    }
    expect(chatClientFrame.safeParse({ type: "send", room_id: room, client_id: id, text: "" }).success).toBe(false);
    expect(chatClientFrame.safeParse({ type: "shout" }).success).toBe(false);
  });

  it("reads the server's frames", () => {
    expect(chatServerFrame.safeParse({ type: "deleted", room_id: room, key: 1 }).success).toBe(true);
    expect(chatServerFrame.safeParse({ type: "pong" }).success).toBe(true);
  });

  it("cuts the preview to 20 characters", () => {
    expect(chatPreview("short")).toBe("short");
    expect(Array.from(chatPreview("😀".repeat(30)))).toHaveLength(20);
    expect(chatPreview("a".repeat(25))).toBe(`${"a".repeat(19)}…`);
  });
});
