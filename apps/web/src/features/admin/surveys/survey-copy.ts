import { type SurveyLocale, type SurveyQuestion, surveyLocales } from "@rewards/contracts";
import { filledKeys, type QuestionDraft, type SurveyDraft } from "./survey-draft";

type Copy = Partial<Record<SurveyLocale, string>>;

/** A stored text in the console's language, else in the first language it is written in. */
export function copyIn(text: Copy, language: string): string {
  const own = surveyLocales.find((locale) => locale === language);
  return (own && text[own]) || surveyLocales.map((locale) => text[locale]).find(Boolean) || "—";
}

/** The languages the survey is offered in: those its title is written in. */
export function offeredLocales(draft: SurveyDraft): SurveyLocale[] {
  return surveyLocales.filter((locale) => draft.title[locale].trim() !== "");
}

/** The language a member who reads `wanted` gets, as the server picks it: theirs if offered, else the first. */
export function readingLocale(draft: SurveyDraft, wanted: SurveyLocale): SurveyLocale {
  const offered = offeredLocales(draft);
  return offered.includes(wanted) ? wanted : (offered[0] ?? wanted);
}

/** A typed whole number, or the schema's default while the box is empty or wrong. */
const whole = (typed: string, fallback: number) => {
  const value = Number(typed);
  return typed.trim() !== "" && Number.isFinite(value) ? value : fallback;
};
const bound = (typed: string) => (typed.trim() !== "" && Number.isFinite(Number(typed)) ? Number(typed) : null);

/** Copy not written yet shows as an ellipsis, so the author sees the gap and every control keeps a name. */
export const unwritten = "…";

function memberQuestion(draft: QuestionDraft, index: number, locale: SurveyLocale, key: string): SurveyQuestion {
  const base = {
    id: `preview-${index}`,
    key,
    position: index + 1,
    title: draft.title[locale].trim() || unwritten,
    description: draft.description[locale].trim() || null,
    requires_note: draft.requires_note,
    required: draft.required,
    condition: draft.condition,
    jumps: draft.jumps,
  };
  const choiceKeys = filledKeys(
    draft.choices.map((choice) => choice.key),
    "c",
  );
  const choices = draft.choices.map((choice, place) => ({
    id: `preview-${index}-${place}`,
    key: choiceKeys[place] ?? "",
    label: choice.label[locale].trim() || unwritten,
    other: choice.other,
  }));
  switch (draft.kind) {
    case "single_choice":
      return { ...base, kind: draft.kind, choices };
    case "multiple_choice":
      return {
        ...base,
        kind: draft.kind,
        choices,
        min_selections: whole(draft.min_selections, 1),
        max_selections: whole(draft.max_selections, choices.length),
      };
    case "free_text":
      return {
        ...base,
        kind: draft.kind,
        min_length: whole(draft.min_length, 1),
        max_length: whole(draft.max_length, 1000),
      };
    case "number":
      return { ...base, kind: draft.kind, min: bound(draft.min), max: bound(draft.max), integer: draft.integer };
    case "zip_code":
      return { ...base, kind: draft.kind, digits: whole(draft.digits, 5) };
    case "date":
      return { ...base, kind: draft.kind, min_date: draft.min_date || null, max_date: draft.max_date || null };
    case "rating":
      return { ...base, kind: draft.kind, scale_max: whole(draft.scale_max, 5) };
    case "image":
      return {
        ...base,
        kind: draft.kind,
        min_images: whole(draft.min_images, 1),
        max_images: whole(draft.max_images, 10),
      };
  }
}

/** The questions as a member reading `locale` gets them from `GET surveys/{id}`. */
export function memberQuestions(draft: SurveyDraft, locale: SurveyLocale): SurveyQuestion[] {
  const keys = filledKeys(
    draft.questions.map((question) => question.key),
    "q",
  );
  return draft.questions.map((question, index) => memberQuestion(question, index, locale, keys[index] ?? ""));
}
