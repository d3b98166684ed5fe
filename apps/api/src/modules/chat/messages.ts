import {
  type ChatMessage,
  type ChatSendBody,
  chatPreview,
  chatPreviewMarks,
  chatMessages as chatWords,
  errorCodes,
} from "@rewards/contracts";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { type AttachmentRow, ownAttachment, presentAttachment } from "./attachments.js";
import { membership, openRoom, readOnlyError } from "./rooms.js";
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

/**
 * Stores a message: the room's row is locked, a retried client id answers the message stored
 * before, else the room's key moves by one and the message takes it, all in the caller's
 * transaction (the fan-out runs after the commit, or by NOTIFY at the commit).
 */
export async function storeMessage(tx: Tx, userId: string, roomId: string, body: ChatSendBody): Promise<Sent> {
  const member = await membership(tx, userId, roomId);
  if (member.readOnly) throw readOnlyError(member.readOnly);
  const attachment = "attachment_id" in body ? await ownAttachment(tx, userId, roomId, body.attachment_id) : null;
  const text = "text" in body ? body.text : null;
  if (!member.opened) {
    await openRoom(tx, { id: roomId, workerUserId: member.members[0], clientUserId: member.members[1] });
  }
  await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.id, roomId)).for("update");
  const [before] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.senderUserId, userId),
        eq(chatMessages.clientId, body.client_id),
      ),
    );
  if (before)
    return { message: present(before, attachment), members: member.members, peerId: member.peerId, duplicate: true };
  const now = new Date();
  const [room] = await tx
    .update(chatRooms)
    .set({
      lastKey: sql`${chatRooms.lastKey} + 1`,
      lastMessageText: text === null ? chatPreviewMarks.attachment : chatPreview(text),
      lastMessageAt: now,
      // One's own message is read by oneself.
      ...(member.role === "worker"
        ? { workerReadKey: sql`${chatRooms.lastKey} + 1` }
        : { clientReadKey: sql`${chatRooms.lastKey} + 1` }),
    })
    .where(eq(chatRooms.id, roomId))
    .returning({ key: chatRooms.lastKey });
  if (!room) throw new AppError(404, errorCodes.notFound, chatWords.roomNotExists);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      roomId,
      key: room.key,
      senderUserId: userId,
      clientId: body.client_id,
      text,
      attachmentId: attachment?.id ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("the message was not stored");
  return { message: present(row, attachment), members: member.members, peerId: member.peerId, duplicate: false };
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
