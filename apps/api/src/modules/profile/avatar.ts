import { avatarLimits, errorCodes, imageTooBigMessage } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { imageKind } from "../../lib/image-kind.js";
import { updateUser, users } from "../users/index.js";

export const imageTypeMessage = "Please choose a JPG or PNG image.";

export function assertAvatarSize(bytes: number): void {
  if (bytes > avatarLimits.maxBytes) throw new AppError(413, errorCodes.imageTooBig, imageTooBigMessage, "avatar");
}

/**
 * Checks an uploaded avatar and re-encodes it: turned upright, cropped to a 512 px square and
 * saved as JPEG. Re-encoding drops EXIF (GPS included) and anything hidden after the image data.
 */
export async function prepareAvatar(data: Buffer): Promise<Buffer> {
  assertAvatarSize(data.length);
  if (!imageKind(data)) throw new AppError(415, errorCodes.imageType, imageTypeMessage, "avatar");
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(512, 512, { fit: "cover" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError(415, errorCodes.imageType, imageTypeMessage, "avatar");
  }
}

/**
 * Stores a prepared avatar and points the member at it. The member's row is locked while the
 * old avatar is read and replaced, so two uploads at once queue and each removes the one before
 * it: no file is left that nothing points to. If the update fails the new file goes again.
 */
export async function replaceAvatar(deps: { db: Db; storage: FileStorage }, userId: string, image: Buffer) {
  const key = `avatars/${newId()}.jpg`;
  await deps.storage.put(key, image);
  try {
    const { updated, previous } = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return { updated: await updateUser(tx, userId, { avatarKey: key }), previous: current?.avatarKey ?? null };
    });
    if (previous) await deps.storage.remove(previous).catch(() => {});
    return updated;
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
}
