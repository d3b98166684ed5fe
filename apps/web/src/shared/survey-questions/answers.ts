import {
  type LogicAnswer,
  readNumber,
  type SurveyAnswerInput,
  type SurveyQuestion,
  surveyLimits,
} from "@rewards/contracts";

/** What the member has entered for one question, as the form holds it (numbers still as typed). */
export type AnswerDraft = {
  choiceIds: string[];
  otherText: string;
  text: string;
  number: string;
  zip: string;
  date: string;
  rating: number | null;
  note: string;
  images: File[];
};

export const emptyDraft: AnswerDraft = {
  choiceIds: [],
  otherText: "",
  text: "",
  number: "",
  zip: "",
  date: "",
  rating: null,
  note: "",
  images: [],
};

/** Keys of `validation.*` in the surveys catalog; the English ones are the spec's words. */
export type AnswerMessage =
  | "selectOne"
  | "invalidInput"
  | "zipInvalid"
  | "imageRequired"
  | "answerRequired"
  | "noteRequired"
  | "selectAtLeast"
  | "selectAtMost"
  | "textTooShort"
  | "textTooLong"
  | "imagesAtLeast"
  | "imagesAtMost"
  | "notANumber"
  | "wholeNumber"
  | "numberBetween"
  | "numberAtLeast"
  | "numberAtMost"
  | "dateRequired"
  | "dateInvalid"
  | "dateBetween"
  | "dateFrom"
  | "dateUntil";

/** Which part of the step a problem belongs to: the answer itself, the 'Other' text or the note. */
export type AnswerPart = "answer" | "other" | "note";
/**
 * One problem, with what its message names: `count` for plurals, `min` and `max` for a range
 * (numbers as numbers, dates as YYYY-MM-DD; the screen writes them in the member's language).
 */
export type AnswerProblem = {
  part: AnswerPart;
  message: AnswerMessage;
  count?: number;
  min?: number | string;
  max?: number | string;
};

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const problem = (message: AnswerMessage, count?: number): AnswerProblem =>
  count === undefined ? { part: "answer", message } : { part: "answer", message, count };

/** The rule a value outside `min`..`max` broke, naming the bounds the question has. */
function rangeProblem<T extends number | string>(
  min: T | null,
  max: T | null,
  messages: { between: AnswerMessage; atLeast: AnswerMessage; atMost: AnswerMessage },
): AnswerProblem {
  if (min !== null && max !== null) return { part: "answer", message: messages.between, min, max };
  if (min !== null) return { part: "answer", message: messages.atLeast, min };
  return { part: "answer", message: messages.atMost, ...(max !== null && { max }) };
}

const numberRange = { between: "numberBetween", atLeast: "numberAtLeast", atMost: "numberAtMost" } as const;
const dateRange = { between: "dateBetween", atLeast: "dateFrom", atMost: "dateUntil" } as const;

function answerProblem(question: SurveyQuestion, draft: AnswerDraft, locale: string): AnswerProblem | null {
  switch (question.kind) {
    case "single_choice":
    case "multiple_choice": {
      const picked = draft.choiceIds;
      if (picked.length === 0) return problem("selectOne");
      if (question.kind === "multiple_choice") {
        if (picked.length < question.min_selections) return problem("selectAtLeast", question.min_selections);
        if (picked.length > question.max_selections) return problem("selectAtMost", question.max_selections);
      }
      const other = question.choices.some((choice) => choice.other && picked.includes(choice.id));
      if (other && !draft.otherText.trim()) return { part: "other", message: "answerRequired" };
      return null;
    }
    case "free_text": {
      const text = draft.text.trim();
      if (!text) return problem("answerRequired");
      if (text.length < question.min_length) return problem("textTooShort", question.min_length);
      if (text.length > question.max_length) return problem("textTooLong", question.max_length);
      return null;
    }
    case "number": {
      const typed = draft.number.trim();
      if (!typed) return problem("answerRequired");
      const value = readNumber(typed, locale);
      // A whole-number question asks for one, rather than explaining decimals it does not take.
      if (value === null) return problem(question.integer ? "wholeNumber" : "notANumber");
      if (question.integer && !Number.isInteger(value)) return problem("wholeNumber");
      const outside =
        (question.min !== null && value < question.min) || (question.max !== null && value > question.max);
      return outside ? rangeProblem(question.min, question.max, numberRange) : null;
    }
    case "zip_code": {
      const zip = draft.zip.trim();
      if (!zip) return problem("answerRequired");
      return new RegExp(`^\\d{${question.digits}}$`).test(zip) ? null : problem("zipInvalid");
    }
    case "date": {
      const date = draft.date.trim();
      if (!date) return problem("dateRequired");
      if (!isCalendarDate(date)) return problem("dateInvalid");
      const outside =
        (question.min_date !== null && date < question.min_date) ||
        (question.max_date !== null && date > question.max_date);
      return outside ? rangeProblem(question.min_date, question.max_date, dateRange) : null;
    }
    case "rating":
      return draft.rating === null ? problem("selectOne") : null;
    case "image": {
      const count = draft.images.length;
      if (count === 0) return problem("imageRequired");
      if (count < question.min_images) return problem("imagesAtLeast", question.min_images);
      const most = Math.min(question.max_images, surveyLimits.imagesMax);
      return count > most ? problem("imagesAtMost", most) : null;
    }
  }
}

/**
 * The first problem of one step, in the order the server checks (the answer, then the note), so the
 * member meets in the browser the same message the server would give.
 */
export function validateAnswer(question: SurveyQuestion, draft: AnswerDraft, locale = "en"): AnswerProblem | null {
  const found = answerProblem(question, draft, locale);
  if (found) return found;
  if (question.requires_note && !draft.note.trim()) return { part: "note", message: "noteRequired" };
  return null;
}

/** The answer as `do_survey` takes it: only the field of the question's kind (images travel apart). */
export function toAnswerInput(question: SurveyQuestion, draft: AnswerDraft, locale = "en"): SurveyAnswerInput {
  const note = draft.note.trim();
  const input: SurveyAnswerInput = { question_id: question.id, ...(note && { note }) };
  switch (question.kind) {
    case "single_choice":
    case "multiple_choice": {
      const other = question.choices.some((choice) => choice.other && draft.choiceIds.includes(choice.id));
      return { ...input, choice_ids: draft.choiceIds, ...(other && { other_text: draft.otherText.trim() }) };
    }
    case "free_text":
      return { ...input, text: draft.text.trim() };
    case "number":
      return { ...input, number: readNumber(draft.number, locale) ?? Number.NaN };
    case "zip_code":
      return { ...input, zip: draft.zip.trim() };
    case "date":
      return { ...input, date: draft.date.trim() };
    case "rating":
      return draft.rating === null ? input : { ...input, rating: draft.rating };
    case "image":
      return input;
  }
}

/**
 * Ticking or unticking one choice. A multiple choice full to its `max_selections` refuses another
 * tick as it is made (`refused`), instead of letting the member find out at the next step.
 */
export function toggleChoice(
  question: Extract<SurveyQuestion, { kind: "single_choice" | "multiple_choice" }>,
  picked: string[],
  id: string,
  checked: boolean,
): { choiceIds: string[]; refused: boolean } {
  if (question.kind === "single_choice") return { choiceIds: [id], refused: false };
  if (!checked) return { choiceIds: picked.filter((choice) => choice !== id), refused: false };
  if (picked.includes(id)) return { choiceIds: picked, refused: false };
  if (picked.length >= question.max_selections) return { choiceIds: picked, refused: true };
  return { choiceIds: [...picked, id], refused: false };
}

/** Whether the member has entered anything for the question: an optional question left blank is skipped. */
export function draftGiven(question: SurveyQuestion, draft: AnswerDraft): boolean {
  switch (question.kind) {
    case "single_choice":
    case "multiple_choice":
      return draft.choiceIds.length > 0;
    case "free_text":
      return draft.text.trim() !== "";
    case "number":
      return draft.number.trim() !== "";
    case "zip_code":
      return draft.zip.trim() !== "";
    case "date":
      return draft.date.trim() !== "";
    case "rating":
      return draft.rating !== null;
    case "image":
      return draft.images.length > 0;
  }
}

/**
 * The answers as the survey's logic reads them (only those given), so the steps the member walks
 * are the path the server will walk again over what is sent.
 */
export function logicAnswers(
  questions: readonly SurveyQuestion[],
  drafts: Readonly<Record<string, AnswerDraft>>,
  locale = "en",
): Map<string, LogicAnswer> {
  const answers = new Map<string, LogicAnswer>();
  for (const question of questions) {
    const draft = drafts[question.id];
    if (draft && draftGiven(question, draft)) answers.set(question.id, toAnswerInput(question, draft, locale));
  }
  return answers;
}

/** A kept answer (from the member's draft) back in the form's shape; numbers written in the member's language. */
export function draftFromKept(answer: SurveyAnswerInput, locale = "en"): AnswerDraft {
  const number =
    answer.number === undefined
      ? ""
      : new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(answer.number);
  return {
    ...emptyDraft,
    choiceIds: answer.choice_ids ?? [],
    otherText: answer.other_text ?? "",
    text: answer.text ?? "",
    number,
    zip: answer.zip ?? "",
    date: answer.date ?? "",
    rating: answer.rating ?? null,
    note: answer.note ?? "",
  };
}
