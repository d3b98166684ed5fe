import { errorCodes } from "@rewards/contracts";
import { ApiError } from "../../lib/api-error";

/**
 * The kind of screen a refusal is met on. Most codes read the same everywhere; a few say more where
 * the screen is known: a job post's `already_exists` is a review given twice, a worker's is an
 * application sent twice.
 */
export type RefusalContext =
  | "points"
  | "survey"
  | "jobPost"
  | "job"
  | "upload"
  | "chat"
  | "staff"
  | "bingo"
  | "dispute";

/**
 * Where a refusal's words are in the shared/refusals catalog: the keys, most particular first (the
 * first the catalog has is shown), and the values they take.
 */
export type RefusalKeys = { keys: string[]; values?: Record<string, number> };

/** A 429's wait in whole seconds under a minute (a code resend's pause), else in minutes rounded up. */
function waitKeys(error: ApiError): RefusalKeys | null {
  const seconds = error.extra.retryAfterSeconds;
  if (error.status !== 429 || seconds === undefined || seconds <= 0) return null;
  if (seconds < 60) return { keys: ["wait.seconds"], values: { count: seconds } };
  const key = error.code === errorCodes.accountLocked ? "wait.signInLocked" : "wait.minutes";
  return { keys: [key], values: { count: Math.ceil(seconds / 60) } };
}

/**
 * Why the server refused, as catalog keys: by the contracts' code (the screen's own words for it
 * first), a lost connection, a 429's wait, a hire's shortfall or the new amount of a changed quote; a code the catalog does not know yet
 * reads as a bad request when it came with 400 or 422. Where one code stands for several refusals
 * the contracts name (`messages`: bingo's 'You have already summoned today's monster.' is an
 * `already_exists`), the screen's words for that refusal by its name come first. Null when nothing is known but that it failed
 * (not an API error, or the server's own failure): the screen's words for a failure. Never the
 * server's message: that is English, for logs and API clients.
 */
export function refusalKeys(
  error: unknown,
  context?: RefusalContext,
  messages: Readonly<Record<string, string>> = {},
): RefusalKeys | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return { keys: ["network"] };
  const wait = waitKeys(error);
  if (wait) return wait;
  const { code } = error;
  if (code === errorCodes.internal) return null;
  const shortfall = (error.extra.data as { shortfall?: unknown } | undefined)?.shortfall;
  if (code === errorCodes.notEnoughPoints && typeof shortfall === "number") {
    return { keys: context ? [`${context}.shortfall`, "shortfall"] : ["shortfall"], values: { shortfall } };
  }
  const keys = context ? [`${context}.${code}`, `codes.${code}`] : [`codes.${code}`];
  // A hire of a quote changed since it was read names the new amount.
  const offer = (error.extra.data as { offer_price?: unknown } | undefined)?.offer_price;
  if (code === errorCodes.quoteChanged && typeof offer === "number") return { keys, values: { points: offer } };
  const named = context && Object.entries(messages).find(([, english]) => english === error.message)?.[0];
  if (named) keys.unshift(`${context}.${named}`);
  if (error.status === 400 || error.status === 422) keys.push(`codes.${errorCodes.validationFailed}`);
  return { keys };
}
