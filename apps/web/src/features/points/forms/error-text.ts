import { errorCodes } from "@rewards/contracts";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";

/**
 * The points screens' error copy: the server's code in the user's language when the catalog has
 * it, else the server's message. Code 134 brings its own reason for the user, which is shown as is.
 */
export function usePointsErrorText() {
  const { t, i18n } = useTranslation("points");

  /** A 429's wait: in seconds under a minute (the code resend's), else in whole minutes. */
  const waitText = (seconds: number) =>
    seconds < 60 ? t("errors.waitSeconds", { seconds }) : t("errors.waitMinutes", { count: Math.ceil(seconds / 60) });

  const apiErrorText = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("errors.generic");
    if (error.code === errorCodes.cardExchangeRefused && error.extra.errorMessage) return error.extra.errorMessage;
    const seconds = error.extra.retryAfterSeconds;
    if (error.code === errorCodes.rateLimited && seconds !== undefined) {
      return waitText(seconds);
    }
    const key = `errors.${error.code}`;
    return i18n.exists(key, { ns: "points" }) ? t(key) : error.message;
  };

  /** A form's own error carries a key under `validation.`; a server's is already text. */
  const fieldErrorText = (error: FieldError | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === "server") return error.message;
    return t(`validation.${error.message}`, values);
  };

  /** A failure as a toast; a session ended elsewhere is told once, by the app (app/session-ended.ts). */
  const toastApiError = (error: unknown): void => {
    if (error instanceof ApiError && error.code === errorCodes.signedInElsewhere) return;
    toast.error(apiErrorText(error));
  };

  return { apiErrorText, fieldErrorText, toastApiError };
}
