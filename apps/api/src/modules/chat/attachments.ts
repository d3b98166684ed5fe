import { randomUUID } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { type ChatAttachment, chatRules, errorCodes } from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { imageKind } from "../../lib/image-kind.js";
import { tooManyAttempts } from "../../lib/limits.js";
import { reencodeImage } from "../job-profiles/index.js";
import { membership, readOnlyError } from "./rooms.js";
import { countInWindow } from "./send-quota.js";
import { chatAttachmentQuota, chatAttachments } from "./tables.js";

export type AttachmentRow = typeof chatAttachments.$inferSelect;

/** Attachments one member may upload a minute, over every room and every server process. */
export const attachmentsPerMinute = 10;
/** The side of an image kept after re-encoding: enough to read a photographed receipt. */
const imageMaxSide = 2048;

export const attachmentMessages = {
  missing: "Please choose a file.",
  tooBig: "The file must be at most 10 MB.",
  type: "Please choose an image (JPG or PNG) or a PDF file.",
} as const;

/** Where a member gets a fresh signed link to an attachment (it checks the member first). */
export const attachmentPath = (roomId: string, id: string) => `/api/chat/rooms/${roomId}/attachments/${id}`;

export function presentAttachment(row: AttachmentRow): ChatAttachment {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    mime: row.mime,
    size: row.size,
    url: attachmentPath(row.roomId, row.id),
  };
}

/** A PDF by its first bytes (`%PDF-`), whatever its name or declared type says. */
const isPdf = (data: Buffer) => data.length >= 5 && data.toString("latin1", 0, 5) === "%PDF-";

/** The file's own name, cut to 120 characters and without controls or path separators (shown, never used as a key). */
function displayName(name: string, fallback: string): string {
  const clean = Array.from(name.normalize("NFC"))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && !(code >= 0xd800 && code <= 0xdfff) && char !== "/" && char !== "\\";
    })
    .join("")
    .trim();
  return Array.from(clean || fallback)
    .slice(0, 120)
    .join("");
}

/** Counts one upload against the member's minute (send-quota.ts); a full minute is refused. */
export async function countAttachment(db: DbOrTx, userId: string): Promise<void> {
  const waitMs = await countInWindow(db, chatAttachmentQuota, userId, {
    limit: attachmentsPerMinute,
    windowMs: 60_000,
  });
  if (waitMs !== null) throw tooManyAttempts(60_000);
}

/** Reads the one file of an upload (the part named `file`), refusing another part and one past 10 MB. */
async function readFilePart(file: MultipartFile | undefined): Promise<Buffer> {
  if (file?.fieldname !== "file")
    throw new AppError(400, errorCodes.validationFailed, attachmentMessages.missing, "file");
  const tooBig = () => new AppError(413, errorCodes.imageTooBig, attachmentMessages.tooBig, "file");
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw tooBig();
    throw error;
  });
  if (file.file.truncated || data.length > chatRules.attachmentMaxBytes) throw tooBig();
  if (data.length === 0) throw new AppError(400, errorCodes.validationFailed, attachmentMessages.missing, "file");
  return data;
}

/**
 * Stores one attachment for a room the member may write in: an image is re-encoded (nothing of
 * the original survives, EXIF included), any other file must be a PDF by its first bytes. The file
 * is private; it is sent afterwards as a message naming its id.
 */
export async function uploadAttachment(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  roomId: string,
  file: MultipartFile | undefined,
): Promise<ChatAttachment> {
  const member = await membership(deps.db, userId, roomId);
  if (member.readOnly) throw readOnlyError(member.readOnly);
  const data = await readFilePart(file);
  const id = randomUUID();
  let stored: { kind: "image" | "file"; mime: string; data: Buffer; ext: "jpg" | "pdf" };
  if (imageKind(data)) {
    stored = { kind: "image", mime: "image/jpeg", data: await reencodeImage(data, "file", imageMaxSide), ext: "jpg" };
  } else if (isPdf(data)) {
    stored = { kind: "file", mime: "application/pdf", data, ext: "pdf" };
  } else {
    throw new AppError(415, errorCodes.imageType, attachmentMessages.type, "file");
  }
  // Counted only once the member and the file pass: a refused file does not use up the minute.
  await countAttachment(deps.db, userId);
  const storageKey = `chat-attachments/${id}.${stored.ext}`;
  await deps.storage.put(storageKey, stored.data);
  const fallback = stored.kind === "image" ? "image.jpg" : "file.pdf";
  const [row] = await deps.db
    .insert(chatAttachments)
    .values({
      id,
      roomId: member.roomId,
      uploaderUserId: userId,
      kind: stored.kind,
      name: displayName(file?.filename ?? "", fallback),
      mime: stored.mime,
      size: stored.data.length,
      storageKey,
    })
    .returning();
  if (!row) throw new Error("the attachment was not stored");
  return presentAttachment(row);
}

/** The member's own upload to this room, to send as a message; anything else is not found. */
export async function ownAttachment(db: DbOrTx, userId: string, roomId: string, id: string): Promise<AttachmentRow> {
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(
      and(eq(chatAttachments.id, id), eq(chatAttachments.roomId, roomId), eq(chatAttachments.uploaderUserId, userId)),
    );
  if (!row) throw new AppError(404, errorCodes.notFound, "This attachment was not found.");
  return row;
}

/** The storage key of a room's attachment, for a member of the room only (404 'Chat room not exists' else). */
export async function attachmentKeyFor(db: DbOrTx, userId: string, roomId: string, id: string): Promise<string> {
  await membership(db, userId, roomId);
  const [row] = await db
    .select({ key: chatAttachments.storageKey })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.id, id), eq(chatAttachments.roomId, roomId)));
  if (!row) throw new AppError(404, errorCodes.notFound, "This attachment was not found.");
  return row.key;
}
