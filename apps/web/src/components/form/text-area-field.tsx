import type { TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessages, type FieldShellProps, inputClass, useFieldIds } from "./text-field";

/** A labelled multi-line field of a react-hook-form form, with its hint and error announced with it. */
export function TextAreaField({
  label,
  error,
  hint,
  className = "",
  registration,
  rows = 5,
  ...textarea
}: FieldShellProps & { registration: UseFormRegisterReturn } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id"
  >) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        {...textarea}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
