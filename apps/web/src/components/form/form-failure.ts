import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api-error";

/**
 * A form's answer to a failed submission: the server's error on the field it names, or in the
 * form's alert when it names none the form has. `errorText` is the feature's copy for a failure;
 * `clear` before each new try.
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
  errorText: (error: unknown) => string,
) {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    show(error: unknown) {
      const text = errorText(error);
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
