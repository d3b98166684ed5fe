import { useMemo } from "react";
import { type FieldError, type FieldValues, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { inputClass } from "../../../components/form/text-field";
import { quietDangerButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { type ProfileListName, saveProfileList } from "../api/profile-api";

/** One column of a list's rows: a text, a whole number, a web address, a long text or a choice. */
export type ListField = {
  name: string;
  kind: "text" | "number" | "url" | "textarea" | "select";
  options?: { value: string; label: string }[];
  maxLength?: number;
};

type Row = Record<string, string>;

/**
 * A list the worker keeps on the profile (skills, socials, achievements): rows added and removed
 * here, checked by the form's schema, and saved whole. A failure says the spec's 'Fail to update
 * skills/achievements/socials'.
 */
export function ListTab({
  list,
  fields,
  rows,
  emptyRow,
  loadSchema,
}: {
  list: ProfileListName;
  fields: ListField[];
  rows: Row[];
  emptyRow: Row;
  loadSchema: (locale: string) => Promise<z.ZodType<{ items: unknown[] }, FieldValues>>;
}) {
  const { t, i18n } = useTranslation("flashjobs");
  const resolver = useMemo(() => lazyResolver(() => loadSchema(i18n.language)), [i18n.language, loadSchema]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues, unknown, { items: unknown[] }>({ resolver, defaultValues: { items: rows } });
  const { fields: shown, append, remove } = useFieldArray({ control, name: "items" });
  const rowErrors = (errors.items ?? []) as unknown as (Record<string, FieldError> | undefined)[];

  const submit = handleSubmit(async (values) => {
    try {
      await saveProfileList(list, values.items);
      toast.success(t(`${list}.saved`));
    } catch {
      toast.error(t("listFailed"));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid={`${list}-form`}>
      {shown.length === 0 && <p className="text-gray-700">{t(`${list}.empty`)}</p>}
      <ol className="space-y-3">
        {shown.map((row, index) => (
          <li key={row.id} className="rounded-xl border border-gray-200 bg-white p-4" data-testid={`${list}-row`}>
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((field) => {
                const id = `${list}-${index}-${field.name}`;
                const message = rowErrors[index]?.[field.name]?.message;
                // Its value in the markup too: the server draws the saved rows (components/form/starting-values.ts).
                const registration = {
                  ...register(`items.${index}.${field.name}`),
                  defaultValue: (row as unknown as Row)[field.name] ?? "",
                };
                const common = {
                  id,
                  "aria-invalid": message ? true : undefined,
                  "aria-describedby": message ? `${id}-error` : undefined,
                  className: inputClass,
                };
                return (
                  <div key={field.name} className={field.kind === "textarea" ? "sm:col-span-2" : ""}>
                    <label htmlFor={id} className="block text-sm font-medium text-gray-800">
                      {t(`${list}.fields.${field.name}`)}
                    </label>
                    {field.kind === "select" ? (
                      <select {...common} {...registration}>
                        {field.options?.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    ) : field.kind === "textarea" ? (
                      <textarea {...common} {...registration} rows={3} maxLength={field.maxLength} />
                    ) : (
                      <input
                        {...common}
                        {...registration}
                        type={field.kind === "url" ? "url" : "text"}
                        inputMode={field.kind === "number" ? "numeric" : undefined}
                        placeholder={field.kind === "url" ? "https://" : undefined}
                        maxLength={field.maxLength}
                      />
                    )}
                    {message && (
                      <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                        {t(`errors.${message}`)}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <div className="mt-2 flex justify-end">
              <button type="button" onClick={() => remove(index)} className={quietDangerButton}>
                {t("remove")}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={() => append({ ...emptyRow })} className={smallSecondaryButton}>
          + {t(`${list}.add`)}
        </button>
        <SubmitButton pending={isSubmitting} className="w-full sm:w-auto">
          {t("saveList")}
        </SubmitButton>
      </div>
    </form>
  );
}
