import type { SelectHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessages, type FieldShellProps, inputClass, useFieldIds } from "./text-field";

export type SelectOption = { value: string; label: string };

/** A labelled native select (best on phones), registered with a form or controlled by its caller. */
export function SelectField({
  label,
  options,
  error,
  hint,
  className = "",
  registration,
  ...select
}: FieldShellProps & {
  options: SelectOption[];
  registration?: UseFormRegisterReturn;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        {...select}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
