import { portfolioLimits, videoLimits } from "@rewards/contracts";

/** Spec section 5: JPG or PNG, at most 10 MB. The server checks the bytes again. */
export function imageProblem(file: File): "imageType" | "imageTooBig" | null {
  if (!["image/jpeg", "image/png"].includes(file.type)) return "imageType";
  if (file.size > portfolioLimits.imageMaxBytes) return "imageTooBig";
  return null;
}

/** The catalog key saying why an image will not do, or null. */
export function imageProblemKey(file: File): string | null {
  const problem = imageProblem(file);
  return problem && `errors.${problem}`;
}

/** A video resume: MP4 or WebM of at most 50 MB (its length is read on the server). */
export function videoProblemKey(file: File): string | null {
  if (!(videoLimits.types as readonly string[]).includes(file.type)) return "video.type";
  if (file.size > videoLimits.maxBytes) return "video.tooBig";
  return null;
}
