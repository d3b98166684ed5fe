import { surveyLimits } from "@rewards/contracts";

const acceptedTypes = ["image/jpeg", "image/png"];
export const imageAccept = acceptedTypes.join(",");

/** Why a picked file cannot be sent (spec section 5: JPG or PNG, at most 10 MB), or null. */
export function imageFileProblem(file: Pick<File, "type" | "size">): "imageType" | "imageTooBig" | null {
  if (!acceptedTypes.includes(file.type)) return "imageType";
  if (file.size > surveyLimits.imageMaxBytes) return "imageTooBig";
  return null;
}
