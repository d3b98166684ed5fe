import { avatarLimits, errorCodes, imageTooBigMessage } from "@rewards/contracts";
import sharp from "sharp";
import { AppError } from "../../http/app-error.js";
import { imageKind } from "../../lib/image-kind.js";

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
