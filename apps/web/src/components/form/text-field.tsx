import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export const inputClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 " +
  "placeholder:text-gray-400 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 " +
  "aria-[invalid=true]:border-red-600 disabled:bg-gray-100";

/** What every labelled field takes besides its control: the label, an error and a hint. */
export type FieldShellProps = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

/** Ids that tie a control to its hint and its error, for screen readers (aria-describedby). */
export function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input of a react-hook-form form, with its hint and error announced with it. */
export function TextField({
  label,
  error,
  hint,
  className = "",
  registration,
  ...input
}: FieldShellProps & { registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
