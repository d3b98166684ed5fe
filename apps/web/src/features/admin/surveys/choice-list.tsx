import { type SurveyLocale, surveyLimits } from "@rewards/contracts";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckField, errorAt, Field } from "../components/form-field";
import { useFocusLater } from "./focus-later";
import { emptyChoice, type SurveyDraft } from "./survey-draft";

/** The choices of a choice question, in order, each in the language being written, one may be 'Other'. */
export function ChoiceList({ question, locale }: { question: number; locale: SurveyLocale }) {
  const { t } = useTranslation("admin");
  const { control, formState } = useFormContext<SurveyDraft>();
  const base = `questions.${question}.choices` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name: base });
  const focusLater = useFocusLater();
  const error = errorAt(formState.errors, base, base);
  const language = t(`surveys.locales.${locale}`);
  const idOf = (key: string, action: string) => `choice-${key}-${action}`;

  const moveTo = (from: number, to: number, action: "up" | "down") => {
    move(from, to);
    const key = fields[from]?.id ?? "";
    const stuck = (action === "up" && to === 0) || (action === "down" && to === fields.length - 1);
    focusLater(idOf(key, stuck ? (action === "up" ? "down" : "up") : action));
  };

  return (
    <fieldset className="adm-plain mb-3 [&_ol]:m-0 [&_ol]:list-none [&_ol]:p-0">
      <legend className="adm-group-label">{t("surveys.choices")}</legend>
      <ol>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="mb-3 border-l-3 border-console-line pl-3 [&>.adm-field]:mb-3">
              <Field
                name={`${base}.${index}.label.${locale}`}
                group={`${base}.${index}.label`}
                label={t("surveys.fields.choice", { number, language })}
                maxLength={200}
              />
              <div className="flex flex-wrap items-center gap-2 [&_.adm-check]:mr-auto">
                <CheckField name={`${base}.${index}.other`} label={t("surveys.fields.other")} />
                <button
                  id={idOf(field.id, "up")}
                  type="button"
                  className="adm-btn min-h-10 min-w-10 p-1 text-lg/none"
                  disabled={index === 0}
                  aria-label={t("surveys.moveChoiceUp", { number })}
                  onClick={() => moveTo(index, index - 1, "up")}
                >
                  ↑
                </button>
                <button
                  id={idOf(field.id, "down")}
                  type="button"
                  className="adm-btn min-h-10 min-w-10 p-1 text-lg/none"
                  disabled={index === fields.length - 1}
                  aria-label={t("surveys.moveChoiceDown", { number })}
                  onClick={() => moveTo(index, index + 1, "down")}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn-danger min-h-10 min-w-10 p-1 text-lg/none"
                  aria-label={t("surveys.removeChoice", { number })}
                  onClick={() => {
                    remove(index);
                    focusLater(`${base}-add`);
                  }}
                >
                  ×
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {error && <p className="adm-error">{error}</p>}
      <button
        id={`${base}-add`}
        type="button"
        className="adm-btn"
        disabled={fields.length >= surveyLimits.choicesMax}
        onClick={() =>
          append(emptyChoice(), { shouldFocus: true, focusName: `${base}.${fields.length}.label.${locale}` })
        }
      >
        {t("surveys.addChoice")}
      </button>
    </fieldset>
  );
}
