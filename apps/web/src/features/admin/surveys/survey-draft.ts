import type {
  AdminSurvey,
  AdminSurveyQuestion,
  ChoiceJump,
  DisplayCondition,
  Market,
  QuestionDefinitionInput,
  QuestionKind,
  SurveyDefinitionInput,
  SurveyLocale,
} from "@rewards/contracts";
import { readNumber, surveyLocales } from "@rewards/contracts";
import i18next from "i18next";

/**
 * The editor's form: every field as the inputs hold it (numbers and dates as typed, copy per
 * language, settings of every kind kept while the kind changes). Its paths are the definition's,
 * so an issue of `surveyDefinition` lands on the field it names.
 */
export type LocaleText = Record<SurveyLocale, string>;
/** `key` is what the survey's logic calls it; empty until saved, when the first free `c<n>` is given. */
export type ChoiceDraft = { key: string; label: LocaleText; other: boolean };
export type QuestionDraft = {
  /** What the survey's logic calls it; empty until saved, when the first free `q<n>` is given. */
  key: string;
  kind: QuestionKind;
  required: boolean;
  condition: DisplayCondition | null;
  jumps: ChoiceJump[];
  title: LocaleText;
  description: LocaleText;
  requires_note: boolean;
  choices: ChoiceDraft[];
  min_selections: string;
  max_selections: string;
  min_length: string;
  max_length: string;
  min: string;
  max: string;
  integer: boolean;
  digits: string;
  min_date: string;
  max_date: string;
  scale_max: string;
  min_images: string;
  max_images: string;
};
export type SurveyDraft = {
  title: LocaleText;
  description: LocaleText;
  reward: string;
  estimated_minutes: string;
  starts_at: string;
  expires_at: string;
  response_limit: string;
  targeting: {
    markets: Market[];
    min_age: string;
    max_age: string;
    /** Comma-separated. */
    genders: string;
    min_level: string;
    max_level: string;
  };
  store_id: string;
  store_name: string;
  store_address: string;
  questions: QuestionDraft[];
};

export const emptyText = (): LocaleText => ({ en: "", vi: "", id: "" });
export const emptyChoice = (): ChoiceDraft => ({ key: "", label: emptyText(), other: false });

/** A new question of `kind` with the schema's defaults filled in. */
export function newQuestion(kind: QuestionKind = "single_choice"): QuestionDraft {
  return {
    key: "",
    kind,
    required: true,
    condition: null,
    jumps: [],
    title: emptyText(),
    description: emptyText(),
    requires_note: false,
    choices: [emptyChoice(), emptyChoice()],
    min_selections: "1",
    max_selections: "",
    min_length: "1",
    max_length: "1000",
    min: "",
    max: "",
    integer: false,
    digits: "5",
    min_date: "",
    max_date: "",
    scale_max: "5",
    min_images: "1",
    max_images: "10",
  };
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input holds it. */
export function localDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const day = 24 * 60 * 60 * 1000;

/** A new survey: open from now for a week, for everyone, with one question to write. */
export function newSurveyDraft(now = new Date()): SurveyDraft {
  return {
    title: emptyText(),
    description: emptyText(),
    reward: "",
    estimated_minutes: "5",
    starts_at: localDateTime(now),
    expires_at: localDateTime(new Date(now.getTime() + 7 * day)),
    response_limit: "1000",
    targeting: { markets: [], min_age: "", max_age: "", genders: "", min_level: "", max_level: "" },
    store_id: "",
    store_name: "",
    store_address: "",
    questions: [newQuestion()],
  };
}

const textOf = (stored: Partial<LocaleText> | null | undefined): LocaleText => ({
  en: stored?.en ?? "",
  vi: stored?.vi ?? "",
  id: stored?.id ?? "",
});
const shown = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

function questionDraftOf(question: AdminSurveyQuestion): QuestionDraft {
  const draft = {
    ...newQuestion(question.kind),
    key: question.key,
    required: question.required,
    condition: question.condition,
    jumps: question.jumps,
    title: textOf(question.title),
    description: textOf(question.description),
    requires_note: question.requires_note,
  };
  switch (question.kind) {
    case "single_choice":
      return {
        ...draft,
        choices: question.choices.map((c) => ({ key: c.key, label: textOf(c.label), other: c.other })),
      };
    case "multiple_choice":
      return {
        ...draft,
        choices: question.choices.map((c) => ({ key: c.key, label: textOf(c.label), other: c.other })),
        min_selections: shown(question.min_selections),
        max_selections: shown(question.max_selections),
      };
    case "free_text":
      return { ...draft, min_length: shown(question.min_length), max_length: shown(question.max_length) };
    case "number":
      return { ...draft, min: shown(question.min), max: shown(question.max), integer: question.integer };
    case "zip_code":
      return { ...draft, digits: shown(question.digits) };
    case "date":
      return { ...draft, min_date: question.min_date ?? "", max_date: question.max_date ?? "" };
    case "rating":
      return { ...draft, scale_max: shown(question.scale_max) };
    case "image":
      return { ...draft, min_images: shown(question.min_images), max_images: shown(question.max_images) };
  }
}

/** A stored survey in the editor's form. */
export function surveyDraftOf(survey: AdminSurvey): SurveyDraft {
  const { targeting } = survey;
  return {
    title: textOf(survey.title),
    description: textOf(survey.description),
    reward: shown(survey.reward),
    estimated_minutes: shown(survey.estimated_minutes),
    starts_at: localDateTime(new Date(survey.starts_at)),
    expires_at: localDateTime(new Date(survey.expires_at)),
    response_limit: shown(survey.response_limit),
    targeting: {
      markets: (targeting.markets ?? []) as Market[],
      min_age: shown(targeting.min_age),
      max_age: shown(targeting.max_age),
      genders: (targeting.genders ?? []).join(", "),
      min_level: shown(targeting.min_level),
      max_level: shown(targeting.max_level),
    },
    store_id: survey.store_id ?? "",
    store_name: survey.store_name ?? "",
    store_address: survey.store_address ?? "",
    questions: survey.questions.map(questionDraftOf),
  };
}

/** Only the languages written in: an empty box means "not in this language". */
export function localized(text: LocaleText): Partial<LocaleText> {
  const written: Partial<LocaleText> = {};
  for (const locale of surveyLocales) {
    const value = text[locale].trim();
    if (value) written[locale] = value;
  }
  return written;
}
const isEmpty = (text: LocaleText) => Object.keys(localized(text)).length === 0;

/** A number as typed in the console's language (`2,5` in id and vi); NaN, which the schema refuses, when it is not one. */
const typedNumber = (typed: string) => readNumber(typed, i18next.language) ?? Number.NaN;
/** A typed number; an empty box is left out (the schema's default or its "required" applies). */
const numberOf = (typed: string) => (typed.trim() === "" ? undefined : typedNumber(typed));
/** A bound that may be absent: an empty box is null, "no bound". */
const boundOf = (typed: string) => (typed.trim() === "" ? null : typedNumber(typed));
const textOrNull = (typed: string) => typed.trim() || null;
const instantOf = (local: string) => {
  const time = local ? new Date(local).getTime() : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** The given keys, and for each empty one the first `<prefix><n>` no other item has. */
export function filledKeys(keys: string[], prefix: string): string[] {
  const taken = new Set(keys.filter(Boolean));
  let next = 1;
  return keys.map((key) => {
    if (key) return key;
    while (taken.has(`${prefix}${next}`)) next += 1;
    taken.add(`${prefix}${next}`);
    return `${prefix}${next}`;
  });
}

function questionOf(draft: QuestionDraft, key: string): QuestionDefinitionInput {
  const base = {
    key,
    title: localized(draft.title),
    ...(!isEmpty(draft.description) && { description: localized(draft.description) }),
    requires_note: draft.requires_note,
    required: draft.required,
    condition: draft.condition,
    jumps: draft.jumps,
  };
  const choiceKeys = filledKeys(
    draft.choices.map((choice) => choice.key),
    "c",
  );
  const choices = draft.choices.map((choice, index) => ({
    key: choiceKeys[index],
    label: localized(choice.label),
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
        min_selections: numberOf(draft.min_selections),
        max_selections: numberOf(draft.max_selections),
      };
    case "free_text":
      return {
        ...base,
        kind: draft.kind,
        min_length: numberOf(draft.min_length),
        max_length: numberOf(draft.max_length),
      };
    case "number":
      return { ...base, kind: draft.kind, min: boundOf(draft.min), max: boundOf(draft.max), integer: draft.integer };
    case "zip_code":
      return { ...base, kind: draft.kind, digits: numberOf(draft.digits) };
    case "date":
      return { ...base, kind: draft.kind, min_date: draft.min_date || null, max_date: draft.max_date || null };
    case "rating":
      return { ...base, kind: draft.kind, scale_max: numberOf(draft.scale_max) };
    case "image":
      return {
        ...base,
        kind: draft.kind,
        min_images: numberOf(draft.min_images),
        max_images: numberOf(draft.max_images),
      };
  }
}

/**
 * The form as `POST surveys` / `PUT surveys/{id}` take it, for `surveyDefinition` to judge: a required
 * number or time left empty stays undefined (typed as present), so the schema names it at its field.
 */
export function definitionOf(draft: SurveyDraft): SurveyDefinitionInput {
  const { targeting } = draft;
  const genders = targeting.genders
    .split(",")
    .map((gender) => gender.trim())
    .filter(Boolean);
  const storeId = textOrNull(draft.store_id);
  const questionKeys = filledKeys(
    draft.questions.map((question) => question.key),
    "q",
  );
  return {
    title: localized(draft.title),
    ...(!isEmpty(draft.description) && { description: localized(draft.description) }),
    reward: numberOf(draft.reward) as number,
    estimated_minutes: numberOf(draft.estimated_minutes) as number,
    starts_at: instantOf(draft.starts_at) as string,
    expires_at: instantOf(draft.expires_at) as string,
    response_limit: numberOf(draft.response_limit) as number,
    targeting: {
      markets: targeting.markets.length > 0 ? targeting.markets : null,
      min_age: boundOf(targeting.min_age),
      max_age: boundOf(targeting.max_age),
      genders: genders.length > 0 ? genders : null,
      min_level: boundOf(targeting.min_level),
      max_level: boundOf(targeting.max_level),
    },
    store_id: storeId,
    store_name: storeId ? textOrNull(draft.store_name) : null,
    store_address: storeId ? textOrNull(draft.store_address) : null,
    questions: draft.questions.map((question, index) => questionOf(question, questionKeys[index] ?? "")),
  };
}
