import { codeRules, errorCodes, passwordLimits } from "@rewards/contracts";
import { useState } from "react";
import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api-error";

/**
 * Error copy. A form's own errors carry a validation key (validators.ts); the server's carry a
 * code, shown in the user's language when the catalog has it and as the server's message if not.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation("account");

  const apiErrorText = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("errors.generic");
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

/**
 * A form's answer to a failed submission: the server's error on the field it names, or in the
 * form's alert when it names none the form has. `clear` before each new try.
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
) {
  const { apiErrorText } = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    show(error: unknown) {
      const text = apiErrorText(error);
      if (!showOnField(error, text, setError, fields)) setFormError(text);
    },
  };
}

/**
 * Puts a server error on the form field it names (`user.email` → `email`); true when it did.
 * `fields` maps the server's field names to the form's.
 */
export function showOnField<T extends FieldValues>(
  error: unknown,
  text: string,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiError) || !error.field) return false;
  const name = fields[error.field];
  if (!name) return false;
  setError(name, { type: "server", message: text }, { shouldFocus: true });
  return true;
}
