import { codeRules, passwordLimits } from "@rewards/contracts";
import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormFailure as useSharedFormFailure } from "../../../components/form/form-failure";
import { useRefusalText, useRefusalToast } from "../../../shared/refusals";

/**
 * Error copy. A form's own errors carry a validation key (validators.ts); the server's refusals are
 * worded by their code (shared/refusals), in the member's language.
 */
export function useErrorText() {
  const { t } = useTranslation("account");
  const apiErrorText = useRefusalText();
  const toastApiError = useRefusalToast();

  const fieldErrorText = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === "server") return error.message;
    return t(`validation.${error.message}`, {
      min: passwordLimits.min,
      max: passwordLimits.max,
      digits: codeRules.digits,
    });
  };

  return { apiErrorText, fieldErrorText, toastApiError };
}

/** A form's answer to a failed submission (components/form/form-failure.ts), in the refusals' words. */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
) {
  const apiErrorText = useRefusalText();
  return useSharedFormFailure(setError, fields, apiErrorText);
}
