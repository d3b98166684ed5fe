import { avatarLimits, errorCodes, imageTooBigMessage } from "@rewards/contracts";
import sharp from "sharp";
import { AppError } from "../../http/app-error.js";

export const imageTypeMessage = "Please choose a JPG or PNG image.";

/** JPG or PNG by their first bytes, whatever the file's name or declared type says. */
export function imageKind(data: Buffer): "jpeg" | "png" | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte)) return "png";
  return null;
}

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
