import { errorCodes } from "@rewards/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-error";
import { formatPoints } from "../../lib/format";
import { toast } from "../../lib/toast";
import { type RefusalContext, refusalKeys } from "./refusal-keys";

/** The catalog of every refusal's words (shared/refusals/locales). */
export const refusalNamespace = "shared/refusals";

export type RefusalOptions = {
  context?: RefusalContext;
  /**
   * The screen's words for a failure the member can do nothing about (an unexpected error, a code
   * this app does not know), such as the spec's 'Fail to update profile'; by default 'Something
   * went wrong! Try again later'.
   */
  failed?: string;
  /**
   * The contracts' table of messages for refusals that share a code (bingoMessages): the message
   * the server sent picks the words named after it in the screen's context.
   */
  messages?: Readonly<Record<string, string>>;
};

/**
 * A failed call in the member's language. Code 134 brings its own reason meant for the member (the
 * card provider's, spec section 7), which is shown as it came.
 */
export function refusalText(error: unknown, t: TFunction, locale: string, options: RefusalOptions = {}): string {
  if (error instanceof ApiError && error.code === errorCodes.cardExchangeRefused && error.extra.errorMessage) {
    return error.extra.errorMessage;
  }
  const failed = options.failed ?? t("failed", { ns: refusalNamespace });
  const found = refusalKeys(error, options.context, options.messages);
  if (!found) return failed;
  const values: Record<string, string | number> = { ...found.values, ns: refusalNamespace, defaultValue: failed };
  // Amounts of points written as the member writes numbers.
  for (const name of ["shortfall", "points"] as const) {
    const amount = found.values?.[name];
    if (typeof amount === "number") values[name] = formatPoints(amount, locale);
  }
  return t(found.keys, values);
}

/** `refusalText` in the member's language, for a screen of `options.context`. */
export function useRefusalText(options: RefusalOptions = {}): (error: unknown) => string {
  const { t, i18n } = useTranslation(refusalNamespace);
  return (error) => refusalText(error, t, i18n.language, options);
}

/**
 * A failure as a toast. A session ended elsewhere is told once, by the app (app/session-ended.ts),
 * so it brings no toast of its own here.
 */
export function useRefusalToast(options: RefusalOptions = {}): (error: unknown) => void {
  const text = useRefusalText(options);
  return (error) => {
    if (error instanceof ApiError && error.code === errorCodes.signedInElsewhere) return;
    toast.error(text(error));
  };
}
