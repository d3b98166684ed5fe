import { avatarLimits } from "@rewards/contracts";

/** Why a picked file cannot be an avatar (spec section 5: JPG or PNG, at most 10 MB), or null. */
export type AvatarProblem = "image_type" | "image_too_big";

export function avatarProblem(file: Pick<File, "type" | "size">): AvatarProblem | null {
  if (!(avatarLimits.types as readonly string[]).includes(file.type)) return "image_type";
  if (file.size > avatarLimits.maxBytes) return "image_too_big";
  return null;
}
