import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRefusalText, useRefusalToast } from "../../../shared/refusals";

/**
 * The points screens' error copy: a refusal in the words its code has on a points screen
 * (shared/refusals), and a form's own errors by their validation key.
 */
export function usePointsErrorText() {
  const { t } = useTranslation("points");
  const apiErrorText = useRefusalText({ context: "points" });
  const toastApiError = useRefusalToast({ context: "points" });

  /** A form's own error carries a key under `validation.`; a server's is already text. */
  const fieldErrorText = (error: FieldError | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === "server") return error.message;
    return t(`validation.${error.message}`, values);
  };

  return { apiErrorText, fieldErrorText, toastApiError };
}
