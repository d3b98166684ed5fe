import type { SurveyQuestion } from "@rewards/contracts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../../components/form/text-field";
import type { AnswerDraft, AnswerPart } from "./answers";
import { ChoiceField, RatingField } from "./choice-field";
import { ImageField } from "./image-field";

/** A message to show on the step: on the answer, on the 'Other' text or on the note. */
export type StepError = { part: AnswerPart; text: string };

type Props = {
  question: SurveyQuestion;
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  error: StepError | null;
  onError: (error: StepError) => void;
};

/** One question of the survey, whatever its kind, with its hint, its error and its note. */
export function QuestionStep({ question, draft, onChange, error, onError }: Props) {
  const { t } = useTranslation("shared/survey-questions");
  const id = useId();
  const hint = hintOf(question, t);
  const answerError = error?.part === "answer" ? error.text : undefined;
  const describedBy =
    [question.description && `${id}-description`, hint && `${id}-hint`, answerError && `${id}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  const textProps = {
    id: `${id}-input`,
    "aria-describedby": describedBy,
    "aria-invalid": answerError ? true : undefined,
    className: inputClass,
  };

  let control: ReactNode;
  switch (question.kind) {
    case "single_choice":
    case "multiple_choice":
      control = (
        <ChoiceField
          question={question}
          draft={draft}
          onChange={onChange}
          describedBy={describedBy}
          otherError={error?.part === "other" ? error.text : undefined}
        />
      );
      break;
    case "rating":
      control = <RatingField question={question} draft={draft} onChange={onChange} describedBy={describedBy} />;
      break;
    case "image":
      control = (
        <ImageField
          max={question.max_images}
          draft={draft}
          onChange={onChange}
          describedBy={describedBy}
          onRefused={(text) => onError({ part: "answer", text })}
        />
      );
      break;
    case "free_text":
      control = (
        <textarea
          {...textProps}
          rows={5}
          maxLength={question.max_length}
          value={draft.text}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      );
      break;
    case "number":
      control = (
        <input
          {...textProps}
          type="text"
          inputMode="decimal"
          value={draft.number}
          onChange={(event) => onChange({ number: event.target.value })}
        />
      );
      break;
    case "zip_code":
      control = (
        <input
          {...textProps}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={question.digits}
          value={draft.zip}
          onChange={(event) => onChange({ zip: event.target.value })}
        />
      );
      break;
    case "date":
      control = (
        <input
          {...textProps}
          type="date"
          min={question.min_date ?? undefined}
          max={question.max_date ?? undefined}
          value={draft.date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
      );
      break;
  }

  const grouped = ["single_choice", "multiple_choice", "rating", "image"].includes(question.kind);
  const title = (
    <span className="text-lg font-bold text-gray-900">
      {question.title}{" "}
      {question.required ? (
        <span className="text-sm font-medium text-red-700">({t("answer.required")})</span>
      ) : (
        <span className="text-sm font-medium text-gray-600">({t("answer.optional")})</span>
      )}
    </span>
  );

  return (
    <div className="space-y-4">
      {grouped ? (
        <fieldset aria-describedby={describedBy}>
          <legend className="mb-3">{title}</legend>
          <Extras id={id} question={question} hint={hint} answerError={answerError} />
          {control}
        </fieldset>
      ) : (
        <div>
          <label htmlFor={`${id}-input`} className="mb-1 block">
            {title}
          </label>
          <Extras id={id} question={question} hint={hint} answerError={answerError} />
          {control}
        </div>
      )}
      {question.requires_note && (
        <NoteField draft={draft} onChange={onChange} error={error?.part === "note" ? error.text : undefined} />
      )}
    </div>
  );
}

function Extras({
  id,
  question,
  hint,
  answerError,
}: {
  id: string;
  question: SurveyQuestion;
  hint: string | null;
  answerError: string | undefined;
}) {
  return (
    <>
      {question.description && (
        <p id={`${id}-description`} className="mb-2 text-gray-700">
          {question.description}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-sm text-gray-600">
          {hint}
        </p>
      )}
      <div aria-live="assertive">
        {answerError && (
          <p id={`${id}-error`} className="mb-2 text-sm font-medium text-red-700">
            {answerError}
          </p>
        )}
      </div>
    </>
  );
}

function NoteField({
  draft,
  onChange,
  error,
}: {
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation("shared/survey-questions");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {t("answer.noteLabel")} <span className="text-red-700">({t("answer.required")})</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
        {t("answer.noteRequired")}
      </p>
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        value={draft.note}
        onChange={(event) => onChange({ note: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={inputClass}
      />
      <div aria-live="assertive">
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function hintOf(question: SurveyQuestion, t: Translate): string | null {
  switch (question.kind) {
    case "multiple_choice":
      return t("answer.selectRange", { min: question.min_selections, max: question.max_selections });
    case "free_text":
      return t("answer.textHint", { min: question.min_length, max: question.max_length });
    case "number":
      if (question.min !== null && question.max !== null) {
        return t("answer.numberRange", { min: question.min, max: question.max });
      }
      if (question.min !== null) return t("answer.numberMin", { min: question.min });
      return question.max !== null ? t("answer.numberMax", { max: question.max }) : null;
    case "zip_code":
      return t("answer.zipHint", { digits: question.digits });
    case "image":
      return t("answer.imagesHint", { min: question.min_images, max: question.max_images });
    default:
      return null;
  }
}
