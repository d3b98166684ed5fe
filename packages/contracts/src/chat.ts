import { z } from "zod";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { pageParam, queryInt, text } from "./text.js";

/**
 * Chat between the worker and the client of one job application (spec sections 2, 4, 7 and 9).
 *
 * One room per application; the room's id IS the application's id, so a screen that knows an
 * application can open its thread at `/home/flashjobs/message/{applicationId}`. Every message has
 * a `key`: 1, 2, 3 ... per room, given by the server when the message is stored, never reused.
 *
 * REST (base `/api/chat`, the usual `{status, data}` envelope; a room the member is not in answers
 * 404 'Chat room not exists' whether or not it exists):
 *   GET  rooms?page&limit              the member's rooms, latest message first (paged)
 *   GET  rooms/{id}                    one room
 *   GET  rooms/{id}/messages?before&limit   history, newest first: keys < before (all when absent)
 *   POST rooms/{id}/messages           send (the same as the `send` frame; JSON body)
 *   POST rooms/{id}/attachments        multipart `file` (10 MB; JPG/PNG re-encoded, or PDF) -> an
 *                                      attachment to send by its id (10 a minute per member)
 *   GET  rooms/{id}/attachments/{aid}  a member only: redirects to a short-lived signed link
 *   POST rooms/{id}/read               {key}: everything up to key is read
 *   DELETE rooms/{id}/messages/{key}   soft-delete one's own message
 *   GET  unread                        the member's unread messages over every room
 *
 * WebSocket `GET /api/chat/ws` (the session cookie from the site's own origin, or the `token` header).
 * Every frame is one JSON object with a `type`. The socket receives every room the member is in;
 * there is no per-room subscription.
 *   1. After opening, the client sends `hello` with the last key it saw in each room it has open
 *      (empty on a first connection). The server answers with every missed message of those rooms
 *      in key order, then `ready`. Live frames follow; a message is never sent twice on a socket and
 *      keys of one room always arrive in increasing order.
 *   2. `send` carries a `client_id` (a uuid the client makes once per message and reuses on retry):
 *      a retried send is stored once, and the stored message comes back as a `message` frame with
 *      the same `client_id` (that is the acknowledgement). A refused send answers `error` with the
 *      `client_id`.
 *   3. `ping` is answered by `pong`. The server also pings at the WebSocket level every 30 s and
 *      closes a socket that does not answer, or one that falls too far behind (close code 4008):
 *      reconnect with backoff and send `hello` with the last keys to catch up.
 *   4. Text is plain text: show it as text, never as HTML.
 */

export const chatRules = {
  /** Longest message text, in characters. */
  textMax: 2000,
  /** The room list's preview of the last message. */
  previewMax: 20,
  /** Largest attachment, in bytes. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Most messages one history page or one resume answers with per room. */
  pageMax: 100,
} as const;

export const chatMessages = {
  roomNotExists: "Chat room not exists",
  blocked: "This chat has been blocked. No further messages can be sent.",
  cancelled: "This job was cancelled. No further messages can be sent.",
  notOwnMessage: "You can only delete your own messages.",
  tooFast: "You are sending messages too fast. Please wait a moment.",
  emptyMessage: "Please enter a message.",
} as const;

/** Why a room takes no more messages: the worker blocked the chat, or the job was cancelled. */
export const chatReadOnlyReasons = ["blocked", "cancelled"] as const;
export type ChatReadOnlyReason = (typeof chatReadOnlyReasons)[number];

export const chatAttachment = z.object({
  id: z.uuid(),
  kind: z.enum(["image", "file"]),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /**
   * The file's address for the room's members: it answers a member (session cookie or `token`
   * header) with a redirect to a short-lived signed link, and anyone else with 404.
   */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatMessage = z.object({
  room_id: z.uuid(),
  key: z.number().int(),
  sender_id: z.uuid(),
  /** The sender's id for this message (echoed so the sender can match its pending bubble). */
  client_id: z.uuid(),
  /** Null once deleted, or for an attachment without text. */
  text: z.string().nullable(),
  attachment: chatAttachment.nullable(),
  is_delete: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const chatPeer = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() });

export const chatRoom = z.object({
  /** The application's id. */
  id: z.uuid(),
  job_id: z.uuid(),
  job_title: z.string(),
  /** The member's side in this room. */
  role: z.enum(["worker", "client"]),
  peer: chatPeer,
  last_message_key: z.number().int(),
  /**
   * At most 20 characters ('…' ends a cut text); null before the first message; one of
   * `chatPreviewMarks` when the last message is an attachment or was deleted.
   */
  last_message_text: z.string().nullable(),
  last_message_time: z.string().nullable(),
  /** The member's last read key. */
  last_read_key: z.number().int(),
  /** The peer's last read key (for "seen" marks). */
  peer_read_key: z.number().int(),
  unread_count: z.number().int(),
  read_only: z.boolean(),
  read_only_reason: z.enum(chatReadOnlyReasons).nullable(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

export const chatRoomsQuery = z.object({ page: pageParam, limit: queryInt({ min: 1, max: 50 }).default(20) });
export const chatRoomsAnswer = pagedEnvelope(chatRoom);
export const chatRoomAnswer = okEnvelope(chatRoom);
export const chatRoomParams = z.object({ id: z.uuid() });
export const chatMessageParams = z.object({ id: z.uuid(), key: queryInt({ min: 1 }) });

export const chatHistoryQuery = z.object({
  /** Messages with a key below this one; the newest when absent. */
  before: queryInt({ min: 1 }).optional(),
  limit: queryInt({ min: 1, max: chatRules.pageMax }).default(30),
});
/** A history page: newest first; `next_before` asks for the page before it (null at the start). */
export const chatHistoryPage = z.object({ messages: z.array(chatMessage), next_before: z.number().int().nullable() });
export type ChatHistoryPage = z.infer<typeof chatHistoryPage>;
export const chatHistoryAnswer = okEnvelope(chatHistoryPage);

export const chatUnread = z.object({ count: z.number().int(), rooms: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnread>;
export const chatUnreadAnswer = okEnvelope(chatUnread);

const messageText = text({
  min: 1,
  max: chatRules.textMax,
  minMessage: chatMessages.emptyMessage,
  maxMessage: `The message must be at most ${chatRules.textMax} characters.`,
});
/** `POST rooms/{id}/messages` and the `send` frame's body: text, or an uploaded attachment. */
export const chatSendBody = z.union([
  z.object({ client_id: z.uuid(), text: messageText }).strict(),
  z.object({ client_id: z.uuid(), attachment_id: z.uuid() }).strict(),
]);
export type ChatSendBody = z.infer<typeof chatSendBody>;
export const chatMessageAnswer = okEnvelope(chatMessage);
export const chatReadBody = z.object({ key: z.number().int().min(0).max(2_147_483_647) });
export const chatReadAnswer = okEnvelope(z.object({ room_id: z.uuid(), last_read_key: z.number().int() }));
/** An uploaded attachment, not yet sent: send it with `attachment_id`. */
export const chatAttachmentAnswer = okEnvelope(chatAttachment);

// WebSocket frames

const roomId = z.uuid();
const key = z.number().int().min(0).max(2_147_483_647);

/** Client -> server (a union: `send` has two shapes, text or attachment). */
export const chatClientFrame = z.union([
  z.object({
    type: z.literal("hello"),
    /** The last key seen per room; rooms not named get live messages only. */
    rooms: z
      .array(z.object({ room_id: roomId, last_key: key }))
      .max(500)
      .default([]),
  }),
  z.object({ type: z.literal("send"), room_id: roomId, client_id: z.uuid(), text: messageText }),
  z.object({ type: z.literal("send"), room_id: roomId, client_id: z.uuid(), attachment_id: z.uuid() }),
  z.object({ type: z.literal("read"), room_id: roomId, key }),
  z.object({ type: z.literal("typing"), room_id: roomId }),
  z.object({ type: z.literal("delete"), room_id: roomId, key }),
  z.object({ type: z.literal("ping"), t: z.number().optional() }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** Server -> client. */
export const chatServerFrame = z.discriminatedUnion("type", [
  /** After `hello`, once the missed messages are sent. */
  z.object({ type: z.literal("ready"), user_id: z.uuid() }),
  /** A new message (the sender's own too: its acknowledgement). */
  z.object({ type: z.literal("message"), message: chatMessage }),
  /**
   * A room changed in a way the other frames do not tell: the worker blocked or unblocked the
   * chat, or the client cancelled (`read_only` and `read_only_reason` say what the thread allows
   * now). Keep the list current from `message`, `read` and `deleted` too.
   */
  z.object({ type: z.literal("room"), room: chatRoom }),
  z.object({ type: z.literal("deleted"), room_id: roomId, key }),
  /** The peer is typing (show for a few seconds). */
  z.object({ type: z.literal("typing"), room_id: roomId, user_id: z.uuid() }),
  /** A member read up to `key`. */
  z.object({ type: z.literal("read"), room_id: roomId, user_id: z.uuid(), key }),
  z.object({
    type: z.literal("error"),
    /** Same codes as the REST errors (`not_found`, `rate_limited`, `validation`, `chat_read_only` ...). */
    code: z.string(),
    message: z.string(),
    room_id: roomId.optional(),
    client_id: z.uuid().optional(),
  }),
  z.object({ type: z.literal("pong"), t: z.number().optional() }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;

/** Close code of a socket that fell too far behind: reconnect and resume. */
export const chatCloseSlow = 4008;
/** Close code of a socket whose session ended: sign in again. */
export const chatCloseUnauthorized = 4001;

/** The room list's preview: at most 20 characters, a cut text ends with '…'. */
export function chatPreview(value: string): string {
  const chars = Array.from(value.replace(/\s+/g, " ").trim());
  return chars.length > chatRules.previewMax ? `${chars.slice(0, chatRules.previewMax - 1).join("")}…` : chars.join("");
}
