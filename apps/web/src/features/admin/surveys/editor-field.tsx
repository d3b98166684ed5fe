import { type InputHTMLAttributes, useId } from "react";
import { type FieldError, type FieldErrors, type FieldPath, get, useFormContext } from "react-hook-form";
import type { SurveyDraft } from "./survey-draft";

export type DraftPath = FieldPath<SurveyDraft>;

/** The message the schema gave a field, or the one it gave the group the field belongs to. */
export function errorAt(errors: FieldErrors<SurveyDraft>, name: string, group?: string): string | undefined {
  const own = (get(errors, name) as FieldError | undefined)?.message;
  if (own) return own;
  // A list's own error sits under `root` when its items have errors too.
  const groupError = group ? (get(errors, group) as (FieldError & { root?: FieldError }) | undefined) : undefined;
  return groupError?.message || groupError?.root?.message || undefined;
}

type Props = {
  name: DraftPath;
  label: string;
  hint?: string | undefined;
  /** Where an error about the whole group (a text in no language, say) is shown too. */
  group?: string;
  multiline?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A labelled box of the editor, registered on the form, with its hint and the schema's error. */
export function EditorField({ name, label, hint, group, multiline, className, ...input }: Props) {
  const { register, formState } = useFormContext<SurveyDraft>();
  const id = useId();
  const error = errorAt(formState.errors, name, group);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const shared = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, ...register(name) };
  return (
    <div className={`adm-field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} maxLength={input.maxLength} placeholder={input.placeholder} {...shared} />
      ) : (
        <input {...input} {...shared} />
      )}
      {hint && (
        <span id={`${id}-hint`} className="svy-hint">
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

/** A whole-number box: an empty one is left out of the definition (no bound, or the default). */
export function NumberField(props: Props) {
  return <EditorField type="number" inputMode="numeric" step={1} {...props} />;
}

/** A checkbox of the editor. */
export function CheckField({ name, label }: { name: DraftPath; label: string }) {
  const { register } = useFormContext<SurveyDraft>();
  return (
    <label className="svy-check">
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  );
}
