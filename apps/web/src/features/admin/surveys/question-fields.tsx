import { questionKinds, type SurveyLocale, surveyLimits } from "@rewards/contracts";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckField, Field, NumberField } from "../components/form-field";
import { ChoiceList } from "./choice-list";
import type { SurveyDraft } from "./survey-draft";

type Props = {
  index: number;
  count: number;
  locale: SurveyLocale;
  /** Stable across moves, so the buttons keep their ids when the question changes place. */
  idPrefix: string;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One question: its kind, its copy in the language being written, the kind's settings and its place. */
export function QuestionFields({ index, count, locale, idPrefix, onMove, onRemove }: Props) {
  const { t } = useTranslation("admin");
  const { register, control } = useFormContext<SurveyDraft>();
  const base = `questions.${index}` as const;
  const kind = useWatch({ control, name: `${base}.kind` });
  const number = index + 1;
  const language = t(`surveys.locales.${locale}`);
  const headingId = `${idPrefix}-heading`;

  return (
    <section className="adm-panel" aria-labelledby={headingId} data-testid="survey-question">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 [&_h3]:m-0 [&_h3]:text-[1rem] [&_h3]:font-bold">
        <h3 id={headingId}>{t("surveys.questionNumber", { number })}</h3>
        <div className="adm-actions [&_.adm-btn]:min-w-10">
          <button
            id={`${idPrefix}-up`}
            type="button"
            className="adm-btn"
            disabled={index === 0}
            aria-label={t("surveys.moveQuestionUp", { number })}
            onClick={() => onMove(index - 1)}
          >
            <span aria-hidden="true" className="hidden text-lg/none max-sm:inline">
              ↑
            </span>
            <span className="max-sm:hidden">{t("surveys.moveUp")}</span>
          </button>
          <button
            id={`${idPrefix}-down`}
            type="button"
            className="adm-btn"
            disabled={index === count - 1}
            aria-label={t("surveys.moveQuestionDown", { number })}
            onClick={() => onMove(index + 1)}
          >
            <span aria-hidden="true" className="hidden text-lg/none max-sm:inline">
              ↓
            </span>
            <span className="max-sm:hidden">{t("surveys.moveDown")}</span>
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-danger"
            aria-label={t("surveys.removeQuestion", { number })}
            onClick={onRemove}
          >
            <span aria-hidden="true" className="hidden text-lg/none max-sm:inline">
              ×
            </span>
            <span className="max-sm:hidden">{t("surveys.remove")}</span>
          </button>
        </div>
      </div>
      <label className="adm-field">
        {t("surveys.fields.kind")}
        <select {...register(`${base}.kind`)}>
          {questionKinds.map((option) => (
            <option key={option} value={option}>
              {t(`surveys.kinds.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <Field
        name={`${base}.title.${locale}`}
        group={`${base}.title`}
        label={t("surveys.fields.questionTitle", { language })}
        maxLength={500}
      />
      <Field
        name={`${base}.description.${locale}`}
        group={`${base}.description`}
        label={t("surveys.fields.questionDescription", { language })}
        hint={t("surveys.optional")}
        multiline
        maxLength={2000}
      />
      {(kind === "single_choice" || kind === "multiple_choice") && <ChoiceList question={index} locale={locale} />}
      <div className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3 empty:hidden sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        {kind === "multiple_choice" && (
          <>
            <NumberField name={`${base}.min_selections`} label={t("surveys.fields.minSelections")} min={1} />
            <NumberField
              name={`${base}.max_selections`}
              label={t("surveys.fields.maxSelections")}
              hint={t("surveys.fields.maxSelectionsHint")}
              min={1}
            />
          </>
        )}
        {kind === "free_text" && (
          <>
            <NumberField name={`${base}.min_length`} label={t("surveys.fields.minLength")} min={1} />
            <NumberField
              name={`${base}.max_length`}
              label={t("surveys.fields.maxLength")}
              min={1}
              max={surveyLimits.textMax}
            />
          </>
        )}
        {kind === "number" && (
          <>
            <NumberField name={`${base}.min`} label={t("surveys.fields.min")} step="any" inputMode="decimal" />
            <NumberField name={`${base}.max`} label={t("surveys.fields.max")} step="any" inputMode="decimal" />
          </>
        )}
        {kind === "zip_code" && (
          <NumberField
            name={`${base}.digits`}
            label={t("surveys.fields.digits")}
            min={surveyLimits.zipDigitsMin}
            max={surveyLimits.zipDigitsMax}
          />
        )}
        {kind === "date" && (
          <>
            <Field name={`${base}.min_date`} type="date" label={t("surveys.fields.minDate")} />
            <Field name={`${base}.max_date`} type="date" label={t("surveys.fields.maxDate")} />
          </>
        )}
        {kind === "rating" && (
          <NumberField
            name={`${base}.scale_max`}
            label={t("surveys.fields.scaleMax")}
            min={surveyLimits.ratingScaleMin}
            max={surveyLimits.ratingScaleMax}
          />
        )}
        {kind === "image" && (
          <>
            <NumberField name={`${base}.min_images`} label={t("surveys.fields.minImages")} min={1} max={10} />
            <NumberField name={`${base}.max_images`} label={t("surveys.fields.maxImages")} min={1} max={10} />
          </>
        )}
      </div>
      <div className="adm-inline">
        {kind === "number" && <CheckField name={`${base}.integer`} label={t("surveys.fields.integer")} />}
        <CheckField name={`${base}.requires_note`} label={t("surveys.fields.requiresNote")} />
      </div>
    </section>
  );
}
