import type { SurveyQuestion } from "@rewards/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../../components/form/text-field";
import { type AnswerDraft, toggleChoice } from "./answers";

type ChoiceQuestion = Extract<SurveyQuestion, { kind: "single_choice" | "multiple_choice" }>;

const option =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 bg-white px-4 py-2.5 " +
  "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700";

/** Single or multiple choice; picking 'Other' opens a box for what the member means. */
export function ChoiceField({
  question,
  draft,
  onChange,
  describedBy,
  otherError,
}: {
  question: ChoiceQuestion;
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  describedBy: string | undefined;
  otherError: string | undefined;
}) {
  const { t } = useTranslation("shared/survey-questions");
  const otherId = useId();
  const multiple = question.kind === "multiple_choice";
  const otherPicked = question.choices.some((choice) => choice.other && draft.choiceIds.includes(choice.id));

  const [full, setFull] = useState(false);

  const toggle = (id: string, checked: boolean) => {
    const { choiceIds, refused } = toggleChoice(question, draft.choiceIds, id, checked);
    setFull(refused);
    if (!refused) onChange({ choiceIds });
  };

  return (
    <div className="space-y-2">
      {question.choices.map((choice) => (
        <label key={choice.id} className={option}>
          <input
            type={multiple ? "checkbox" : "radio"}
            name={question.id}
            value={choice.id}
            checked={draft.choiceIds.includes(choice.id)}
            onChange={(event) => toggle(choice.id, event.target.checked)}
            aria-describedby={describedBy}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="text-gray-900">{choice.label}</span>
        </label>
      ))}
      {full && multiple && (
        <p role="status" className="text-sm font-medium text-red-700" data-testid="survey-choice-full">
          {t("validation.selectAtMost", { count: question.max_selections })}
        </p>
      )}
      {otherPicked && (
        <div>
          <label htmlFor={otherId} className="block text-sm font-medium text-gray-800">
            {t("answer.otherLabel")}
          </label>
          <input
            id={otherId}
            type="text"
            value={draft.otherText}
            maxLength={500}
            onChange={(event) => onChange({ otherText: event.target.value })}
            aria-invalid={otherError ? true : undefined}
            aria-describedby={otherError ? `${otherId}-error` : undefined}
            className={inputClass}
          />
          {otherError && (
            <p id={`${otherId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {otherError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A rating from 1 to the question's top, as a row of radio buttons. */
export function RatingField({
  question,
  draft,
  onChange,
  describedBy,
}: {
  question: Extract<SurveyQuestion, { kind: "rating" }>;
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation("shared/survey-questions");
  const values = Array.from({ length: question.scale_max }, (_, index) => index + 1);
  return (
    <div className="flex flex-wrap gap-2">
      {values.map((value) => (
        <label
          key={value}
          className="flex size-11 cursor-pointer items-center justify-center rounded-full border border-gray-300 bg-white font-semibold text-gray-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          <input
            type="radio"
            name={question.id}
            value={value}
            checked={draft.rating === value}
            onChange={() => onChange({ rating: value })}
            aria-label={t("answer.ratingLabel", { value, max: question.scale_max })}
            aria-describedby={describedBy}
            className="sr-only"
          />
          <span aria-hidden="true">{value}</span>
        </label>
      ))}
    </div>
  );
}
