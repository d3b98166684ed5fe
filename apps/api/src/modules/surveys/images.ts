import { errorCodes, imageTooBigMessage, surveyLimits } from "@rewards/contracts";
import sharp from "sharp";
import { AppError } from "../../http/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { imageKind } from "../../lib/image-kind.js";

export const surveyImageTypeMessage = "Please choose a JPG or PNG image.";
const folder = "survey-images";

/** An image part of `do_survey`, for the question its field names. */
export type UploadedImage = { questionId: string; data: Buffer };

export function imageTooBig(questionId: string): AppError {
  return new AppError(413, errorCodes.imageTooBig, imageTooBigMessage, `answers.${questionId}`);
}

/**
 * Checks an answer's image by its first bytes and re-encodes it as JPEG (at most 2048 px a side):
 * that drops EXIF and GPS, and anything hidden after the image data.
 */
export async function prepareSurveyImage(image: UploadedImage): Promise<Buffer> {
  if (image.data.length > surveyLimits.imageMaxBytes) throw imageTooBig(image.questionId);
  const refused = new AppError(415, errorCodes.imageType, surveyImageTypeMessage, `answers.${image.questionId}`);
  if (!imageKind(image.data)) throw refused;
  try {
    return await sharp(image.data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(2048, 2048, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refused;
  }
}

/** Stores prepared images under server-made names; returns their keys by question, in order. */
export async function storeSurveyImages(
  storage: FileStorage,
  images: { questionId: string; data: Buffer }[],
): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>();
  const written: string[] = [];
  try {
    for (const image of images) {
      const key = `${folder}/${newId()}.jpg`;
      await storage.put(key, image.data);
      written.push(key);
      keys.set(image.questionId, [...(keys.get(image.questionId) ?? []), key]);
    }
  } catch (error) {
    await removeSurveyImages(storage, written);
    throw error;
  }
  return keys;
}

export async function removeSurveyImages(storage: FileStorage, keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].map((key) => storage.remove(key).catch(() => {})));
}

/** The storage key of an image file name from a URL, or null when the name is not one we make. */
export function surveyImageKey(file: string): string | null {
  return /^[0-9a-f-]{36}\.jpg$/.test(file) ? `${folder}/${file}` : null;
}
