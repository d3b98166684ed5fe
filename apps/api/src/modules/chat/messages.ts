import {
  type ChatMessage,
  type ChatSendBody,
  chatPreview,
  chatPreviewMarks,
  chatMessages as chatWords,
  errorCodes,
} from "@rewards/contracts";
import { and, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { databaseError } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import { type AttachmentRow, ownAttachment, presentAttachment } from "./attachments.js";
import { presenceRefreshMs } from "./presence.js";
import { knownMembership, membership, noRoom, openRoom, type RoomMembers, readOnlyError, readOnlyOf } from "./rooms.js";
import { chatAttachments, chatMessages, chatRooms } from "./tables.js";

export type MessageRow = typeof chatMessages.$inferSelect;

export function present(row: MessageRow, attachment: AttachmentRow | null = null): ChatMessage {
  return {
    room_id: row.roomId,
    key: row.key,
    sender_id: row.senderUserId,
    client_id: row.clientId,
    text: row.isDelete ? null : row.text,
    attachment: row.isDelete || !attachment ? null : presentAttachment(attachment),
    is_delete: row.isDelete,
    created_at: row.createdAt.toISOString(),
  };
}

export type Sent = { message: ChatMessage; members: [string, string]; peerId: string; duplicate: boolean };

/** A member without an open socket is told of new messages at most once per this long, per room. */
export const quietPeriodMinutes = 10;
/** Presence rows older than this belong to a process that stopped refreshing them (see presence.ts). */
const presenceFreshSeconds = (presenceRefreshMs * 2) / 1000;

/**
 * Two sends of one client id raced: both found no message stored before, and the second's insert
 * met the first's. Its statement failed whole (the key did not move); run again, it answers the
 * message the first stored.
 */
export class SendRaced extends Error {}

/** What the storing statement answers: one of `inserted` and `before`, unless refused. */
type Stored = {
  inserted: StoredRow | null;
  before: StoredRow | null;
  key: number | null;
  tell: boolean | null;
  status: string | null;
  blocked: boolean | null;
};
type StoredRow = {
  key: number;
  sender_user_id: string;
  client_id: string;
  text: string | null;
  attachment_id: string | null;
  is_delete: boolean;
  created_at: string;
};

const rowOf = (roomId: string, row: StoredRow): MessageRow => ({
  roomId,
  key: row.key,
  senderUserId: row.sender_user_id,
  clientId: row.client_id,
  text: row.text,
  attachmentId: row.attachment_id,
  isDelete: row.is_delete,
  createdAt: new Date(row.created_at),
});

/**
 * Stores a message in one statement, on its own or in the caller's transaction (the fan-out runs
 * after the commit). The statement answers a retried client id with the message
 * stored before; else, when the application still takes messages, it moves the room's key by one
 * (a conditional UPDATE: its row lock orders a room's messages), sets the list preview and the
 * sender's read key, and inserts the message with that key. In the same UPDATE the peer's
 * quiet-period mark moves when the peer has no open socket (none here by `peerHere`, none in
 * `chat_presence`) and was not told within the quiet period (only with `tellAway`); only then
 * (`tell`) is the peer notified, by the caller, so the common send costs no more. Members come from memory once this chat service has seen
 * the room (`knownMembership` with `options.rooms`): they never change.
 */
export async function storeMessage(
  db: DbOrTx,
  userId: string,
  roomId: string,
  body: ChatSendBody,
  options: { tellAway?: boolean; peerHere?: (userId: string) => boolean; rooms?: RoomMembers } = {},
): Promise<Sent & { tell: boolean }> {
  const member = await knownMembership(db, userId, roomId, options.rooms);
  if (member.readOnly) throw readOnlyError(member.readOnly);
  const attachment = "attachment_id" in body ? await ownAttachment(db, userId, roomId, body.attachment_id) : null;
  const text = "text" in body ? body.text : null;
  if (!member.opened) {
    await openRoom(db, { id: roomId, workerUserId: member.members[0], clientUserId: member.members[1] });
  }
  const now = new Date().toISOString();
  const senderIsWorker = member.role === "worker";
  const peerAway = options.tellAway === true && !(options.peerHere?.(member.peerId) ?? false);
  // The peer's quiet-period mark moves only when the peer is away and was not told lately.
  const tellWhen = (column: SQL) => sql`${peerAway}::boolean
    and (${column} is null or ${column} < now() - make_interval(mins => ${quietPeriodMinutes}))
    and not exists (
      select 1 from chat_presence p
      where p.user_id = ${member.peerId} and p.sockets > 0
        and p.seen_at > now() - make_interval(secs => ${presenceFreshSeconds})
    )`;
  const result = await db
    .execute(sql`
    with app as (
      select status, chat_blocked from job_applications where id = ${roomId}
    ), before as (
      select key, sender_user_id, client_id, text, attachment_id, is_delete, created_at from chat_messages
      where room_id = ${roomId} and sender_user_id = ${userId} and client_id = ${body.client_id}
    ), room as (
      update chat_rooms r set
        last_key = r.last_key + 1,
        last_message_text = ${text === null ? chatPreviewMarks.attachment : chatPreview(text)},
        last_message_at = ${now}::timestamptz,
        -- One's own message is read by oneself.
        worker_read_key = case when ${senderIsWorker}::boolean then r.last_key + 1 else r.worker_read_key end,
        client_read_key = case when ${senderIsWorker}::boolean then r.client_read_key else r.last_key + 1 end,
        worker_notified_at = case when not ${senderIsWorker}::boolean and ${tellWhen(sql`r.worker_notified_at`)}
          then ${now}::timestamptz else r.worker_notified_at end,
        client_notified_at = case when ${senderIsWorker}::boolean and ${tellWhen(sql`r.client_notified_at`)}
          then ${now}::timestamptz else r.client_notified_at end
      where r.id = ${roomId}
        and not exists (select 1 from before)
        and exists (select 1 from app where not chat_blocked and status not in ('cancelled', 'disputed'))
      returning r.last_key as key,
        (case when ${senderIsWorker}::boolean then r.client_notified_at else r.worker_notified_at end)
          = ${now}::timestamptz as tell
    ), inserted as (
      insert into chat_messages (room_id, key, sender_user_id, client_id, text, attachment_id, created_at)
      select ${roomId}, room.key, ${userId}, ${body.client_id}, ${text}::text, ${attachment?.id ?? null}::uuid,
        ${now}::timestamptz
      from room
      returning key, sender_user_id, client_id, text, attachment_id, is_delete, created_at
    )
    select
      (select row_to_json(i) from inserted i) as inserted,
      (select row_to_json(b) from before b) as before,
      (select key from room) as key,
      (select tell from room) as tell,
      (select status from app) as status,
      (select chat_blocked from app) as blocked
  `)
    .catch((error: unknown) => {
      if (databaseError(error)?.constraint === "chat_messages_client_unique") throw new SendRaced("a retry raced");
      throw error;
    });
  const stored = (result as unknown as { rows: Stored[] }).rows[0];
  if (!stored || stored.status === null) throw noRoom();
  const readOnly = readOnlyOf(stored.status, stored.blocked === true);
  if (readOnly) throw readOnlyError(readOnly);
  const sent = { members: member.members, peerId: member.peerId };
  if (stored.inserted) {
    return {
      ...sent,
      message: present(rowOf(roomId, stored.inserted), attachment),
      duplicate: false,
      tell: stored.tell === true,
    };
  }
  if (stored.before) {
    // A retry answers the message as first stored, with its attachment even if the retry named another.
    const firstId = stored.before.attachment_id;
    const first =
      firstId === (attachment?.id ?? null)
        ? attachment
        : firstId
          ? await ownAttachment(db, userId, roomId, firstId)
          : null;
    return { ...sent, message: present(rowOf(roomId, stored.before), first), duplicate: true, tell: false };
  }
  throw noRoom();
}

/** A history page, newest first: keys below `before` (the newest when absent). */
export async function historyPage(
  db: DbOrTx,
  userId: string,
  roomId: string,
  before: number | undefined,
  limit: number,
) {
  await membership(db, userId, roomId);
  const rows = await db
    .select({ message: chatMessages, attachment: chatAttachments })
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
    .where(and(eq(chatMessages.roomId, roomId), before === undefined ? undefined : lt(chatMessages.key, before)))
    .orderBy(desc(chatMessages.key))
    .limit(limit);
  const last = rows.at(-1)?.message;
  return {
    messages: rows.map((row) => present(row.message, row.attachment)),
    next_before: last && last.key > 1 ? last.key : null,
  };
}

/** The messages after `key`, oldest first: what a reconnecting socket missed (membership checked by the caller). */
export async function messagesAfter(db: DbOrTx, roomId: string, key: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: chatMessages, attachment: chatAttachments })
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.key, key)))
    .orderBy(chatMessages.key)
    .limit(limit);
  return rows.map((row) => present(row.message, row.attachment));
}

/** Marks the room read up to `key` (never back, never past the last message). */
export async function markRead(db: Db, userId: string, roomId: string, key: number) {
  const member = await membership(db, userId, roomId);
  const column = member.role === "worker" ? chatRooms.workerReadKey : chatRooms.clientReadKey;
  const [row] = await db
    .update(chatRooms)
    .set({
      [member.role === "worker" ? "workerReadKey" : "clientReadKey"]:
        sql`greatest(${column}, least(${key}, ${chatRooms.lastKey}))`,
    })
    .where(eq(chatRooms.id, roomId))
    .returning({ worker: chatRooms.workerReadKey, client: chatRooms.clientReadKey });
  const readKey = row ? (member.role === "worker" ? row.worker : row.client) : 0;
  return { room_id: roomId, last_read_key: readKey, members: member.members };
}

/** Soft-deletes one's own message: it stays in its place, shown as deleted. */
export async function deleteMessage(db: Db, userId: string, roomId: string, key: number) {
  const member = await membership(db, userId, roomId);
  const [row] = await db
    .update(chatMessages)
    .set({ isDelete: true })
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.key, key), eq(chatMessages.senderUserId, userId)))
    .returning();
  if (!row) {
    const [other] = await db
      .select({ key: chatMessages.key })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.key, key)));
    if (other) throw new AppError(403, errorCodes.forbidden, chatWords.notOwnMessage);
    throw new AppError(404, errorCodes.notFound, "This message was not found.");
  }
  // The room list must not keep showing the words just taken back: the last message's preview
  // becomes the deleted mark (a send since then moved the last key, and this matches nothing).
  await db
    .update(chatRooms)
    .set({ lastMessageText: chatPreviewMarks.deleted })
    .where(and(eq(chatRooms.id, roomId), eq(chatRooms.lastKey, key)));
  return { message: present(row), members: member.members };
}
