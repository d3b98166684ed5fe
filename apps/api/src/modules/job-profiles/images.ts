import type { MultipartFile } from "@fastify/multipart";
import { errorCodes, imageTooBigMessage } from "@rewards/contracts";
import sharp from "sharp";
import { AppError } from "../../http/app-error.js";
import { imageKind } from "../../lib/image-kind.js";

const imageTypeMessage = "Please choose a JPG or PNG image.";

/**
 * Reads the one image of an upload (the file named `field`) into memory, refusing another field,
 * a missing file and one past `maxBytes` with the spec's size message.
 */
export async function readImagePart(file: MultipartFile | undefined, field: string, maxBytes: number): Promise<Buffer> {
  if (file?.fieldname !== field) {
    throw new AppError(400, errorCodes.validationFailed, "Please choose an image.", field);
  }
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw imageTooBig(field);
    throw error;
  });
  if (data.length > maxBytes) throw imageTooBig(field);
  return data;
}

const imageTooBig = (field: string) => new AppError(413, errorCodes.imageTooBig, imageTooBigMessage, field);

/**
 * Checks an image by its first bytes (JPG or PNG, whatever its name says) and re-encodes it as a
 * JPEG at most `maxSide` px a side, turned upright: re-encoding drops EXIF (GPS included) and
 * anything hidden after the image data, which matters most for ID documents.
 */
export async function reencodeImage(data: Buffer, field: string, maxSide: number): Promise<Buffer> {
  const refused = new AppError(415, errorCodes.imageType, imageTypeMessage, field);
  if (!imageKind(data)) throw refused;
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refused;
  }
}
