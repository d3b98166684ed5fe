import { portfolioLimits } from "@rewards/contracts";

/** Spec section 5: JPG or PNG, at most 10 MB. The server checks the bytes again. */
export function imageProblem(file: File): "imageType" | "imageTooBig" | null {
  if (!["image/jpeg", "image/png"].includes(file.type)) return "imageType";
  if (file.size > portfolioLimits.imageMaxBytes) return "imageTooBig";
  return null;
}
