import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { type FieldError, get, useFormContext } from "react-hook-form";

type Shared = {
  name: string;
  label: string;
  hint?: string | undefined;
  className?: string;
};

/** The ids and states that tie a box to its label, hint and the schema's error. */
function useFieldState(name: string, hint: string | undefined) {
  const { formState } = useFormContext();
  const id = useId();
  const error = (get(formState.errors, name) as FieldError | undefined)?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return { id, error, aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } };
}

function Frame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`adm-field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="sec-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="adm-error">
          {error}
        </span>
      )}
    </div>
  );
}

type FieldProps = Shared & { multiline?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A labelled text, number or date box registered on the form around it. */
export function Field({ name, label, hint, className, multiline, ...input }: FieldProps) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      {multiline ? (
        <textarea id={id} rows={3} maxLength={input.maxLength} lang={input.lang} {...aria} {...register(name)} />
      ) : (
        <input id={id} {...input} {...aria} {...register(name)} />
      )}
    </Frame>
  );
}

/** A whole-number box. */
export function NumberField(props: FieldProps) {
  return <Field type="number" inputMode="numeric" step={1} {...props} />;
}

/** A labelled choice; `options` are value and words. */
export function SelectField({ name, label, hint, className, options }: Shared & { options: [string, string][] }) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} {...aria} {...register(name)}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="sec-check">
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  );
}
