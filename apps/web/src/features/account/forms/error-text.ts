import { codeRules, errorCodes, passwordLimits } from "@rewards/contracts";
import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormFailure as useSharedFormFailure } from "../../../components/form/form-failure";
import { ApiError } from "../../../lib/api-error";
import { retryWaitText } from "../../../lib/retry-wait";
import { toast } from "../../../lib/toast";

/**
 * Error copy. A form's own errors carry a validation key (validators.ts); the server's carry a
 * code, shown in the user's language when the catalog has it and as the server's message if not.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation("account");
  const { t: shell } = useTranslation();

  const apiErrorText = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("errors.generic");
    const wait = retryWaitText(error, shell);
    if (wait) return wait;
    const key = `errors.${error.code}`;
    return i18n.exists(key, { ns: "account" }) ? t(key) : error.message;
  };

  const fieldErrorText = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === "server") return error.message;
    return t(`validation.${error.message}`, {
      min: passwordLimits.min,
      max: passwordLimits.max,
      digits: codeRules.digits,
    });
  };

  /** A failure as a toast; a session ended elsewhere is told once, by the app (app/session-ended.ts). */
  const toastApiError = (error: unknown): void => {
    if (error instanceof ApiError && error.code === errorCodes.signedInElsewhere) return;
    toast.error(apiErrorText(error));
  };

  return { apiErrorText, fieldErrorText, toastApiError };
}

/** A form's answer to a failed submission (components/form/form-failure.ts), in the account's words. */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
) {
  const { apiErrorText } = useErrorText();
  return useSharedFormFailure(setError, fields, apiErrorText);
}
