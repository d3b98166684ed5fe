import {
  type AdminSurveyQuestion,
  errorCodes,
  type LogicAnswer,
  type SurveyAnswerInput,
  type SurveyPath,
  surveyMessages,
  surveyPath,
} from "@rewards/contracts";
import { AppError } from "../../http/app-error.js";

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

/** A submission's answers, checked, and the path the survey's logic took through them. */
export type CheckedSubmission = { answers: CheckedAnswer[]; path: SurveyPath };

/**
 * Checks a whole submission: walks the survey's logic over the answers given (the same walk the
 * browser makes), then refuses an answer or image for a question the walk did not show, and checks
 * every shown question's answer in order (the first problem is reported; an optional one may be
 * missing). Nothing may be answered twice nor name a question the survey does not have.
 */
export function checkAnswers(
  questions: AdminSurveyQuestion[],
  answers: SurveyAnswerInput[],
  imageCounts: ReadonlyMap<string, number>,
): CheckedSubmission {
  const byQuestion = new Map<string, SurveyAnswerInput>();
  for (const answer of answers) {
    if (byQuestion.has(answer.question_id)) refuse(answer.question_id, surveyMessages.invalidInput);
    byQuestion.set(answer.question_id, answer);
  }
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const known = new Set(ordered.map((question) => question.id));
  const imageQuestions = new Set(ordered.filter((q) => q.kind === "image").map((q) => q.id));
  for (const id of byQuestion.keys()) if (!known.has(id)) refuse(id, surveyMessages.invalidInput);
  for (const id of imageCounts.keys()) if (!imageQuestions.has(id)) refuse(id, surveyMessages.invalidInput);

  const given = new Map<string, LogicAnswer>(byQuestion);
  for (const id of imageCounts.keys()) if (!given.has(id)) given.set(id, {});
  const path = surveyPath(ordered, given);
  const shown = new Set(path.shown);
  for (const id of given.keys()) if (!shown.has(id)) refuse(id, surveyMessages.notShown);

  const checked = ordered.flatMap((question) => {
    if (!shown.has(question.id)) return [];
    const images = imageCounts.get(question.id) ?? 0;
    const answer = byQuestion.get(question.id);
    if (!question.required && answer === undefined && images === 0) return [];
    return [checkAnswer(question, answer, images)];
  });
  return { answers: checked, path };
}
