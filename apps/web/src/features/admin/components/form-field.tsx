import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { type FieldError, type FieldErrors, get, useFormContext } from "react-hook-form";

type Shared = {
  name: string;
  label: string;
  hint?: string | undefined;
  /** Where an error about the whole group (a text in no language, say) is shown too. */
  group?: string | undefined;
  className?: string;
};

/** The message the schema gave a field, or the one it gave the group the field belongs to. */
export function errorAt(errors: FieldErrors, name: string, group?: string): string | undefined {
  const own = (get(errors, name) as FieldError | undefined)?.message;
  if (own) return own;
  // A list's own error sits under `root` when its items have errors too.
  const groupError = group ? (get(errors, group) as (FieldError & { root?: FieldError }) | undefined) : undefined;
  return groupError?.message || groupError?.root?.message || undefined;
}

/** The ids and states that tie a box to its label, hint and the schema's error. */
function useFieldState(name: string, hint: string | undefined, group?: string) {
  const { formState } = useFormContext();
  const id = useId();
  const error = errorAt(formState.errors, name, group);
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
        <span id={`${id}-hint`} className="adm-hint">
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

type FieldProps = Shared & {
  multiline?: boolean;
  /** A multiline box's height in lines. */
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A labelled text, number or date box registered on the form around it, with its hint and the schema's error. */
export function Field({ name, label, hint, group, className, multiline, rows = 3, ...input }: FieldProps) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint, group);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      {/* Keyed by its name: a box whose name changes (a language tab) is another field, not the
          same box keeping what was typed for the last one. */}
      {multiline ? (
        <textarea
          key={name}
          id={id}
          rows={rows}
          maxLength={input.maxLength}
          lang={input.lang}
          placeholder={input.placeholder}
          {...aria}
          {...register(name)}
        />
      ) : (
        <input key={name} id={id} {...input} {...aria} {...register(name)} />
      )}
    </Frame>
  );
}

/** A whole-number box: an empty one is left out of the body (no bound, or the default). */
export function NumberField(props: FieldProps) {
  return <Field type="number" inputMode="numeric" step={1} {...props} />;
}

/** A labelled choice; `options` are value and words. */
export function SelectField({
  name,
  label,
  hint,
  group,
  className,
  options,
}: Shared & { options: [string, string][] }) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint, group);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <select key={name} id={id} {...aria} {...register(name)}>
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
    <label className="adm-check">
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  );
}
