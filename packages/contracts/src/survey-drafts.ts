// A member's answers kept on the server as they go (one draft per member and survey), so leaving,
// or opening the survey on another device, continues at the question where they left.
import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { surveyLimits } from "./survey-rules.js";
import { surveyAnswerInput } from "./surveys.js";
import { int } from "./text.js";

export const surveyDraftRules = {
  /** How long a draft is kept after its last save. */
  keepDays: 7,
  /** The most a draft's body may weigh; a bigger one is refused with 413 before it is read. */
  bodyBytes: 64 * 1024,
  /** The most seconds one question's page may count (a day: a tab left open overnight is not research). */
  secondsMax: 86_400,
} as const;

const pageTime = z.object({
  question_id: z.uuid("This question does not exist."),
  seconds: int({ min: 0, max: surveyDraftRules.secondsMax }),
});

/** `PUT surveys/{id}/draft`: the answers so far (images are not kept), where the member is, time per page. */
export const surveyDraftRequest = z.object({
  answers: z.array(surveyAnswerInput).max(surveyLimits.questionsMax),
  current_question_id: z.uuid("This question does not exist.").nullable().default(null),
  times: z.array(pageTime).max(surveyLimits.questionsMax).default([]),
});
export type SurveyDraftRequest = z.input<typeof surveyDraftRequest>;

/** One kept answer, as the answering screen reads it back. */
const keptAnswer = z.object({
  question_id: z.string(),
  choice_ids: z.array(z.string()).optional(),
  other_text: z.string().optional(),
  text: z.string().optional(),
  number: z.number().optional(),
  zip: z.string().optional(),
  date: z.string().optional(),
  rating: z.number().int().optional(),
  note: z.string().optional(),
});
export const surveyDraft = z.object({
  answers: z.array(keptAnswer),
  current_question_id: z.string().nullable(),
  times: z.array(z.object({ question_id: z.string(), seconds: z.number().int() })),
  saved_at: z.string(),
  /** When it is forgotten unless saved again. */
  expires_at: z.string(),
});
export type SurveyDraft = z.infer<typeof surveyDraft>;
/** `GET surveys/{id}/draft` and the `PUT`'s answer: the kept draft, or null when there is none (or it expired). */
export const surveyDraftAnswer = okEnvelope(surveyDraft.nullable());
