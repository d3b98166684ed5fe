import { errorCodes } from "@rewards/contracts";
import { ApiError } from "../../../lib/api-error";

/** A refusal's words in the member's language: the catalog key and its values. */
export type Refusal = { key: string; values?: Record<string, string | number> };

const keyOfCode: Record<string, string> = {
  [errorCodes.jobSlotsFull]: "errors.slotsFull",
  [errorCodes.jobNotOpen]: "errors.notOpen",
  [errorCodes.applicationStateConflict]: "errors.stateChanged",
  [errorCodes.alreadyExists]: "errors.alreadyReviewed",
  [errorCodes.notFound]: "errors.notFound",
  [errorCodes.rateLimited]: "errors.rateLimited",
};

/**
 * Why the server refused a step, in the member's words: a hire without the points names the
 * shortfall the server sent, one of a changed quote its new amount; the other refusals are named by their code; anything else is `fallback`.
 */
export function refusalOf(error: unknown, fallback: string): Refusal {
  if (!(error instanceof ApiError)) return { key: fallback };
  if (error.code === errorCodes.notEnoughPoints) {
    const data = error.extra.data as { shortfall?: unknown } | undefined;
    const shortfall = typeof data?.shortfall === "number" ? data.shortfall : null;
    return shortfall === null ? { key: "errors.notEnoughPoints" } : { key: "errors.shortfall", values: { shortfall } };
  }
  if (error.code === errorCodes.quoteChanged) {
    const data = error.extra.data as { offer_price?: unknown } | undefined;
    if (typeof data?.offer_price === "number")
      return { key: "errors.quoteChanged", values: { points: data.offer_price } };
  }
  if (error.status === 0) return { key: "errors.network" };
  const key = typeof error.code === "string" ? keyOfCode[error.code] : undefined;
  return { key: key ?? fallback };
}
