import { errorCodes } from "@rewards/contracts";
import { ApiError } from "../../../lib/api-error";

/** The server's refusals a worker can meet on these screens, each with its catalog key. */
const keyOfCode: Record<string, string> = {
  [errorCodes.imageType]: "errors.imageType",
  [errorCodes.imageTooBig]: "errors.imageTooBig",
  [errorCodes.videoType]: "video.type",
  [errorCodes.videoTooBig]: "video.tooBig",
  [errorCodes.videoTooLong]: "video.tooLong",
  [errorCodes.verificationIncomplete]: "verify.uploadAll",
  [errorCodes.verificationLocked]: "verify.locked",
  [errorCodes.portfolioFull]: "portfolio.full",
  [errorCodes.rateLimited]: "errors.rateLimited",
};

/**
 * The catalog key for a refused upload or change: the refusal's own words in the member's language
 * when the server names one of the above, else `fallback` (never the server's English).
 */
export function showcaseErrorKey(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.code === "string") return keyOfCode[error.code] ?? fallback;
  return fallback;
}
