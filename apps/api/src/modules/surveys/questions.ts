// A survey's questions as stored (rows with their settings) and as read (the back office's whole
// question, a member's in one language). Checking a member's answers is check-answers.ts.
import {
  type AdminSurveyQuestion,
  type ChoiceJump,
  type DisplayCondition,
  defaultChoiceKey,
  defaultQuestionKey,
  type LocalizedText,
  type QuestionDefinition,
  type SurveyLocale,
  type SurveyQuestion,
  surveyLocales,
} from "@rewards/contracts";
import { newId } from "../../lib/ids.js";

type Base =
  | "id"
  | "key"
  | "position"
  | "title"
  | "description"
  | "requires_note"
  | "required"
  | "condition"
  | "jumps"
  | "kind";
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
  key: string;
  required: boolean;
  condition: DisplayCondition | null;
  jumps: ChoiceJump[];
};

function settingsOf(definition: QuestionDefinition): QuestionSettings {
  const choices = (list: { key?: string | undefined; label: LocalizedText; other: boolean }[]) =>
    list.map((choice, index) => ({
      id: newId(),
      key: choice.key ?? defaultChoiceKey(index),
      label: choice.label,
      other: choice.other,
    }));
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
    key: definition.key ?? defaultQuestionKey(position),
    required: definition.required,
    condition: definition.condition,
    jumps: definition.jumps,
  }));
}

/** A stored question with its settings spread out, as the back office and the checks read it. */
export function storedQuestion(row: QuestionRow): AdminSurveyQuestion {
  const settings =
    "choices" in row.settings
      ? {
          ...row.settings,
          // Choices stored before logic had no keys: they are called by position, as a definition's are.
          choices: row.settings.choices.map((choice, index) => ({
            ...choice,
            key: choice.key ?? defaultChoiceKey(index),
          })),
        }
      : row.settings;
  return {
    ...settings,
    id: row.id,
    key: row.key,
    position: row.position,
    kind: row.kind,
    title: row.title,
    description: row.description,
    requires_note: row.requiresNote,
    required: row.required,
    condition: row.condition,
    jumps: row.jumps,
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
