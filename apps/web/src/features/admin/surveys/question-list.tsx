import { type QuestionKind, questionKinds, type SurveyLocale, surveyLimits } from "@rewards/contracts";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorAt } from "../components/form-field";
import { useFocusLater } from "./focus-later";
import { QuestionFields } from "./question-fields";
import { newQuestion, type SurveyDraft } from "./survey-draft";

/** The survey's questions in the order members meet them: add one of any kind, move, remove. */
export function QuestionList({ locale }: { locale: SurveyLocale }) {
  const { t } = useTranslation("admin");
  const { control, formState } = useFormContext<SurveyDraft>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "questions" });
  const [kind, setKind] = useState<QuestionKind>("single_choice");
  const focusLater = useFocusLater();
  const error = errorAt(formState.errors, "questions", "questions");
  const prefixOf = (key: string) => `question-${key}`;

  const moveTo = (from: number, to: number) => {
    move(from, to);
    const up = to < from;
    const stuck = to === 0 || to === fields.length - 1;
    const direction = stuck ? (up ? "down" : "up") : up ? "up" : "down";
    focusLater(`${prefixOf(fields[from]?.id ?? "")}-${direction}`);
  };

  return (
    <section aria-labelledby="survey-questions">
      <h2 id="survey-questions" className="mt-2" tabIndex={-1}>
        {t("surveys.questions")}
      </h2>
      <ol className="m-0 list-none p-0">
        {fields.map((field, index) => (
          <li key={field.id}>
            <QuestionFields
              index={index}
              count={fields.length}
              locale={locale}
              idPrefix={prefixOf(field.id)}
              onMove={(to) => moveTo(index, to)}
              onRemove={() => {
                remove(index);
                focusLater("survey-questions");
              }}
            />
          </li>
        ))}
      </ol>
      {error && <p className="adm-error">{error}</p>}
      <div className="adm-panel flex flex-wrap items-end gap-3 [&_.adm-btn]:min-h-10">
        <label className="adm-field">
          {t("surveys.newQuestionKind")}
          <select value={kind} onChange={(event) => setKind(event.target.value as QuestionKind)}>
            {questionKinds.map((option) => (
              <option key={option} value={option}>
                {t(`surveys.kinds.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="adm-btn"
          disabled={fields.length >= surveyLimits.questionsMax}
          onClick={() =>
            append(newQuestion(kind), { shouldFocus: true, focusName: `questions.${fields.length}.title.${locale}` })
          }
        >
          {t("surveys.addQuestion")}
        </button>
      </div>
    </section>
  );
}
