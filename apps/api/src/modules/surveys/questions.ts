import {
  type AdminSurveyQuestion,
  errorCodes,
  type LocalizedText,
  type QuestionDefinition,
  type SurveyAnswerInput,
  type SurveyLocale,
  type SurveyQuestion,
  surveyLocales,
  surveyMessages,
} from "@rewards/contracts";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";

type Base = "id" | "position" | "title" | "description" | "requires_note" | "kind";
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What `survey_questions.settings` holds: the kind's own settings (choices, bounds). */
export type QuestionSettings = DistributiveOmit<AdminSurveyQuestion, Base>;

/** A question's row, as `survey_questions` stores it. */
export type QuestionRow = {
  id: string;
  position: number;
  kind: AdminSurveyQuestion["kind"];
  title: LocalizedText;
  description: LocalizedText | null;
  requiresNote: boolean;
  settings: QuestionSettings;
};

function settingsOf(definition: QuestionDefinition): QuestionSettings {
  const choices = (list: { label: LocalizedText; other: boolean }[]) =>
    list.map((choice) => ({ id: newId(), label: choice.label, other: choice.other }));
  switch (definition.kind) {
    case "single_choice":
      return { choices: choices(definition.choices) };
    case "multiple_choice":
      return {
        choices: choices(definition.choices),
        min_selections: definition.min_selections,
        max_selections: definition.max_selections ?? definition.choices.length,
      };
    case "free_text":
      return { min_length: definition.min_length, max_length: definition.max_length };
    case "number":
      return { min: definition.min, max: definition.max, integer: definition.integer };
    case "zip_code":
      return { digits: definition.digits };
    case "date":
      return { min_date: definition.min_date, max_date: definition.max_date };
    case "rating":
      return { scale_max: definition.scale_max };
    case "image":
      return { min_images: definition.min_images, max_images: definition.max_images };
  }
}

/** Turns an admin's definition into rows: ids for the question and its choices, defaults made explicit. */
export function questionRows(definitions: QuestionDefinition[]): QuestionRow[] {
  return definitions.map((definition, position) => ({
    id: newId(),
    position,
    kind: definition.kind,
    title: definition.title,
    description: definition.description ?? null,
    requiresNote: definition.requires_note,
    settings: settingsOf(definition),
  }));
}

/** A stored question with its settings spread out, as the back office and the checks read it. */
export function storedQuestion(row: QuestionRow): AdminSurveyQuestion {
  return {
    ...row.settings,
    id: row.id,
    position: row.position,
    kind: row.kind,
    title: row.title,
    description: row.description,
    requires_note: row.requiresNote,
  } as AdminSurveyQuestion;
}

/** The copy in `locale`, else in the first language it was written in. */
export function textIn(text: LocalizedText, locale: SurveyLocale): string {
  return text[locale] ?? surveyLocales.map((other) => text[other]).find((value) => value !== undefined) ?? "";
}

/** A question as a member reads it, in one language. */
export function memberQuestion(question: AdminSurveyQuestion, locale: SurveyLocale): SurveyQuestion {
  const localized = {
    ...question,
    title: textIn(question.title, locale),
    description: question.description ? textIn(question.description, locale) : null,
  };
  if (localized.kind === "single_choice" || localized.kind === "multiple_choice") {
    const choices = localized.choices.map((choice) => ({ ...choice, label: textIn(choice.label, locale) }));
    return { ...localized, choices } as SurveyQuestion;
  }
  return localized as SurveyQuestion;
}

/** An answer ready to store: only the field of the question's kind is set. */
export type CheckedAnswer = {
  questionId: string;
  choiceIds: string[] | null;
  otherText: string | null;
  text: string | null;
  number: number | null;
  zip: string | null;
  date: string | null;
  rating: number | null;
  note: string | null;
  imageCount: number;
};

const refuse = (questionId: string, message: string, suffix = ""): never => {
  throw new AppError(400, errorCodes.validationFailed, message, `answers.${questionId}${suffix}`);
};

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

type ChoiceQuestion = Extract<AdminSurveyQuestion, { kind: "single_choice" | "multiple_choice" }>;

function checkChoices(question: ChoiceQuestion, answer: SurveyAnswerInput) {
  const picked = answer.choice_ids ?? [];
  if (picked.length === 0) refuse(question.id, surveyMessages.selectOne);
  const chosen = picked.map((id) => question.choices.find((choice) => choice.id === id));
  if (chosen.some((choice) => !choice) || new Set(picked).size !== picked.length) {
    refuse(question.id, surveyMessages.invalidInput);
  }
  if (question.kind === "single_choice" && picked.length !== 1) refuse(question.id, surveyMessages.invalidInput);
  if (question.kind === "multiple_choice") {
    if (picked.length < question.min_selections) refuse(question.id, `Select at least ${question.min_selections}`);
    if (picked.length > question.max_selections) refuse(question.id, `Select at most ${question.max_selections}`);
  }
  const other = chosen.some((choice) => choice?.other);
  const otherText = answer.other_text?.trim() ?? "";
  if (other && !otherText) refuse(question.id, surveyMessages.answerRequired, ".other_text");
  return { choiceIds: picked, otherText: other ? otherText : null };
}

/** Checks one answer against its question; throws the spec's message naming `answers.<question id>`. */
function checkAnswer(question: AdminSurveyQuestion, answer: SurveyAnswerInput | undefined, images: number) {
  const empty: CheckedAnswer = {
    questionId: question.id,
    choiceIds: null,
    otherText: null,
    text: null,
    number: null,
    zip: null,
    date: null,
    rating: null,
    note: null,
    imageCount: 0,
  };
  const given = answer ?? { question_id: question.id };
  let checked: CheckedAnswer;
  switch (question.kind) {
    case "single_choice":
    case "multiple_choice":
      checked = { ...empty, ...checkChoices(question, given) };
      break;
    case "free_text": {
      const text = given.text?.trim() ?? "";
      if (!text) refuse(question.id, surveyMessages.answerRequired);
      if (text.length < question.min_length)
        refuse(question.id, `Please write at least ${question.min_length} characters.`);
      if (text.length > question.max_length)
        refuse(question.id, `Please write at most ${question.max_length} characters.`);
      checked = { ...empty, text };
      break;
    }
    case "number": {
      const value = given.number;
      if (value === undefined) return refuse(question.id, surveyMessages.answerRequired);
      const outside =
        (question.min !== null && value < question.min) || (question.max !== null && value > question.max);
      if (outside || (question.integer && !Number.isInteger(value))) refuse(question.id, surveyMessages.invalidInput);
      checked = { ...empty, number: value };
      break;
    }
    case "zip_code": {
      const zip = given.zip?.trim() ?? "";
      if (!zip) refuse(question.id, surveyMessages.answerRequired);
      if (!new RegExp(`^\\d{${question.digits}}$`).test(zip)) refuse(question.id, surveyMessages.zipInvalid);
      checked = { ...empty, zip };
      break;
    }
    case "date": {
      const date = given.date?.trim() ?? "";
      if (!date) refuse(question.id, surveyMessages.answerRequired);
      const outside =
        (question.min_date && date < question.min_date) || (question.max_date && date > question.max_date);
      if (!isCalendarDate(date) || outside) refuse(question.id, surveyMessages.invalidInput);
      checked = { ...empty, date };
      break;
    }
    case "rating": {
      const rating = given.rating;
      if (rating === undefined) return refuse(question.id, surveyMessages.selectOne);
      if (rating < 1 || rating > question.scale_max) refuse(question.id, surveyMessages.invalidInput);
      checked = { ...empty, rating };
      break;
    }
    case "image":
      if (images === 0) refuse(question.id, surveyMessages.imageRequired);
      if (images < question.min_images) refuse(question.id, `Please add at least ${question.min_images} images.`);
      if (images > question.max_images) refuse(question.id, `You can add at most ${question.max_images} images.`);
      checked = { ...empty, imageCount: images };
      break;
  }
  const note = given.note?.trim() || null;
  if (question.requires_note && !note) refuse(question.id, surveyMessages.noteRequired, ".note");
  return { ...checked, note };
}

/**
 * Checks a whole submission: every question answered in order (the first problem is reported),
 * nothing answered twice, no answer or image for a question the survey does not have.
 */
export function checkAnswers(
  questions: AdminSurveyQuestion[],
  answers: SurveyAnswerInput[],
  imageCounts: ReadonlyMap<string, number>,
): CheckedAnswer[] {
  const byQuestion = new Map<string, SurveyAnswerInput>();
  for (const answer of answers) {
    if (byQuestion.has(answer.question_id)) refuse(answer.question_id, surveyMessages.invalidInput);
    byQuestion.set(answer.question_id, answer);
  }
  const known = new Set(questions.map((question) => question.id));
  const imageQuestions = new Set(questions.filter((q) => q.kind === "image").map((q) => q.id));
  for (const id of byQuestion.keys()) if (!known.has(id)) refuse(id, surveyMessages.invalidInput);
  for (const id of imageCounts.keys()) if (!imageQuestions.has(id)) refuse(id, surveyMessages.invalidInput);
  return [...questions]
    .sort((a, b) => a.position - b.position)
    .map((question) => checkAnswer(question, byQuestion.get(question.id), imageCounts.get(question.id) ?? 0));
}
