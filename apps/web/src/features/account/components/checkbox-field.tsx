import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessages, useFieldIds } from "../../../components/form/text-field";

/** A checkbox whose label may hold links (they stay clickable: the label wraps only the text). */
export function CheckboxField({
  label,
  error,
  registration,
}: {
  label: ReactNode;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
