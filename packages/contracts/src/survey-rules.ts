/**
 * Surveys' rules as plain values (no schemas): languages, question kinds, limits, messages,
 * statuses, tabs and the page size. Kept apart from surveys.ts and survey-questions.ts so the
 * survey screens get them without zod.
 */

/** The languages a survey's copy can be written in (spec section 1). */
export const surveyLocales = ["en", "vi", "id"] as const;
export type SurveyLocale = (typeof surveyLocales)[number];

/** The question kinds a survey can ask (issue 6). */
export const questionKinds = [
  "single_choice",
  "multiple_choice",
  "free_text",
  "number",
  "zip_code",
  "date",
  "rating",
  "image",
] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** Limits of a survey's definition and of its answers (spec sections 5 and 9). */
export const surveyLimits = {
  questionsMax: 50,
  choicesMin: 2,
  choicesMax: 30,
  textMax: 5_000,
  noteMax: 1_000,
  otherTextMax: 500,
  ratingScaleMin: 2,
  ratingScaleMax: 10,
  /** Images per image question (spec section 9: survey images 10). */
  imagesMax: 10,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Image files one submission may carry, whatever the questions allow. */
  filesPerSubmissionMax: 20,
  zipDigitsMin: 3,
  zipDigitsMax: 10,
  /** The largest number a number answer or bound may be (either sign). */
  numberMax: 1e12,
} as const;

/** The spec's answer messages (section 5), and ours where it has none. */
export const surveyMessages = {
  selectOne: "Select one",
  invalidInput: "Invalid input",
  zipInvalid: "Zipcode invalid!",
  imageRequired: "Please select an image to answer the question",
  answerRequired: "Please submit your answer",
  noteRequired: "A note is required",
  checkInRequired: "You are not eligible to respond. Please check in at the corresponding store to continue.",
  reportUnavailable: "The summary report is not available now",
  /** An answer to a question the survey's logic did not show this member. */
  notShown: "This question was not shown to you.",
} as const;
export type LocalizedText = Partial<Record<SurveyLocale, string>>;

export const surveyStatuses = ["draft", "published", "closed"] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

export const surveyTabs = ["all", "my_survey"] as const;

/** Spec section 9: survey limit 10, default tab my_survey. */
export const surveyPageSize = 10;
