import { z } from "zod";
import { markets } from "./account-rules.js";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { maxEntryCents } from "./ledger-rules.js";
import { surveyEndings } from "./survey-logic.js";
import { logicProblems } from "./survey-logic-checks.js";
import {
  adminSurveyQuestion,
  defaultChoiceKey,
  defaultQuestionKey,
  localizedText,
  numberAnswer,
  questionDefinition,
  surveyQuestion,
} from "./survey-questions.js";
import { surveyLimits, surveyLocales, surveyPageSize, surveyStatuses, surveyTabs } from "./survey-rules.js";
import { int, pageParam, queryInt, text } from "./text.js";

/** `true`/`false` (or 1/0) in a query string; absent means "either". */
const queryFlag = z
  .enum(["true", "false", "1", "0"], "Use true or false.")
  .transform((value) => value === "true" || value === "1")
  .optional();

/** `GET v1/list_surveys`. */
export const surveyListQuery = z.object({
  tab: z.enum(surveyTabs, "Please choose a valid tab.").default("my_survey"),
  limit: queryInt({ min: 1, max: 50 }).default(surveyPageSize),
  page: pageParam,
  on_going: queryFlag,
  has_result: queryFlag,
  key_word: text({ max: 100 }).optional(),
});
export type SurveyListQuery = z.input<typeof surveyListQuery>;
export type SurveyListFilter = z.infer<typeof surveyListQuery>;

/** What a member sees of a survey, in their language (spec section 3: length, expiry, responded/limit, ...). */
export const surveySummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The language the copy is in: the member's when the survey offers it. */
  locale: z.enum(surveyLocales),
  reward: z.number().int(),
  /** The estimated length, in minutes. */
  length: z.number().int(),
  starts_at: z.string(),
  expires_at: z.string(),
  responded: z.number().int(),
  limit: z.number().int(),
  ongoing: z.boolean(),
  result_announced: z.boolean(),
  results_announced_at: z.string().nullable(),
  /** The member answered it. */
  answered: z.boolean(),
  /** Its targeting (market, age, level) includes the member. */
  eligible: z.boolean(),
  /** The store the member must have checked in at before answering, if any. */
  store_id: z.string().nullable(),
  /** Where that store is, as the author wrote it (null when not given). */
  store_name: z.string().nullable(),
  store_address: z.string().nullable(),
  /** The member has checked in at that store since the survey opened (always true without a store). */
  checked_in: z.boolean(),
  question_count: z.number().int(),
});
export type SurveySummary = z.infer<typeof surveySummary>;
export const surveyListAnswer = pagedEnvelope(surveySummary);

export const surveyParams = z.object({ id: z.uuid("This survey does not exist.") });

/** `GET surveys/{id}`: the survey and its questions, to answer one per step. */
export const surveyDetail = surveySummary.extend({ questions: z.array(surveyQuestion) });
export type SurveyDetail = z.infer<typeof surveyDetail>;
export const surveyDetailAnswer = okEnvelope(surveyDetail);

/**
 * One answer of `POST surveys/do_survey`; which field carries it depends on the question's kind.
 * Images travel as multipart files named `images[<question_id>]`.
 */
export const surveyAnswerInput = z.object({
  question_id: text({ max: 64 }),
  choice_ids: z
    .array(text({ max: 64 }))
    .max(surveyLimits.choicesMax)
    .optional(),
  other_text: text({ max: surveyLimits.otherTextMax }).optional(),
  text: text({ max: surveyLimits.textMax }).optional(),
  number: numberAnswer.optional(),
  zip: text({ max: 20 }).optional(),
  date: text({ max: 20 }).optional(),
  rating: int().optional(),
  note: text({ max: surveyLimits.noteMax }).optional(),
});
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInput>;

/** The JSON part of `POST surveys/do_survey` (the multipart field `data`, or the whole JSON body). */
export const doSurveyRequest = z.object({
  survey_id: z.uuid("This survey does not exist."),
  answers: z.array(surveyAnswerInput).max(surveyLimits.questionsMax),
});
export type DoSurveyRequest = z.infer<typeof doSurveyRequest>;

export const doSurveyData = z.object({
  response_id: z.string(),
  /** How the survey ended: `screen_out` pays nothing (the member was not who it is for). */
  ending: z.enum(surveyEndings),
  reward: z.number().int(),
  /** The member's balance after the reward. */
  remaining: z.number().int(),
});
export const doSurveyAnswer = okEnvelope(doSurveyData);
export type DoSurveyData = z.infer<typeof doSurveyData>;

/** `GET surveys/{id}/result`: the member's own answers and reward. */
export const ownAnswer = z.object({
  question_id: z.string(),
  kind: z.string(),
  title: z.string(),
  choices: z.array(z.string()),
  other_text: z.string().nullable(),
  text: z.string().nullable(),
  number: z.number().nullable(),
  zip: z.string().nullable(),
  date: z.string().nullable(),
  rating: z.number().int().nullable(),
  note: z.string().nullable(),
  /** Where the member's own images are served. */
  images: z.array(z.string()),
});
export const surveyResult = z.object({
  survey: surveySummary,
  response_id: z.string(),
  reward: z.number().int(),
  answered_at: z.string(),
  answers: z.array(ownAnswer),
});
export type SurveyResult = z.infer<typeof surveyResult>;
export const surveyResultAnswer = okEnvelope(surveyResult);

/** `GET surveys/{id}/survey_view_pr`: counts per question; free answers only as counts. */
const share = z.object({ count: z.number().int(), percent: z.number() });
export const questionStatistic = z.object({
  question_id: z.string(),
  kind: z.string(),
  title: z.string(),
  /** How many responses answered it. */
  answered: z.number().int(),
  /** Choice questions: each choice with its share of the responses that answered. */
  choices: z.array(share.extend({ id: z.string(), label: z.string(), other: z.boolean() })).optional(),
  /** Numbers and ratings. */
  average: z.number().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  /** Ratings: one bucket per value; numbers: up to five ranges. */
  distribution: z.array(share.extend({ from: z.number(), to: z.number() })).optional(),
});
export type QuestionStatistic = z.infer<typeof questionStatistic>;
export const surveyStatistics = z.object({
  survey: surveySummary,
  responses: z.number().int(),
  questions: z.array(questionStatistic),
});
export type SurveyStatistics = z.infer<typeof surveyStatistics>;
export const surveyStatisticsAnswer = okEnvelope(surveyStatistics);

// ---- Back office (`/api/admin`) ----

const optionalWhole = (min: number, max: number) => int({ min, max }).nullable().default(null);

/** Who may answer: every field left empty means everyone. */
export const surveyTargeting = z
  .object({
    markets: z.array(z.enum(markets)).min(1).nullable().default(null),
    min_age: optionalWhole(0, 120),
    max_age: optionalWhole(0, 120),
    /** Stored for when profiles carry a gender; members without one are never refused by it. */
    genders: z
      .array(text({ min: 1, max: 20 }))
      .min(1)
      .nullable()
      .default(null),
    min_level: optionalWhole(1, 1_000),
    max_level: optionalWhole(1, 1_000),
  })
  .refine((t) => t.min_age === null || t.max_age === null || t.min_age <= t.max_age, {
    path: ["min_age"],
    message: "The minimum age is above the maximum.",
  })
  .refine((t) => t.min_level === null || t.max_level === null || t.min_level <= t.max_level, {
    path: ["min_level"],
    message: "The minimum level is above the maximum.",
  });
export type SurveyTargeting = z.infer<typeof surveyTargeting>;

export const storeSurveyMarketMessage = "A store survey is for the store's market: please choose that one market.";

/** `POST surveys` and `PUT surveys/{id}`: the whole definition; questions keep their order. */
export const surveyDefinition = z
  .object({
    title: localizedText(200),
    description: localizedText(2_000).optional(),
    reward: int({ min: 1, max: maxEntryCents }),
    estimated_minutes: int({ min: 1, max: 240 }),
    starts_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
    response_limit: int({ min: 1, max: 10_000_000 }),
    targeting: surveyTargeting.default({
      markets: null,
      min_age: null,
      max_age: null,
      genders: null,
      min_level: null,
      max_level: null,
    }),
    store_id: text({ min: 1, max: 64 }).nullable().default(null),
    /** The store's name and address, shown to a member who must check in there first. */
    store_name: text({ min: 1, max: 120 }).nullable().default(null),
    store_address: text({ min: 1, max: 300 }).nullable().default(null),
    questions: z.array(questionDefinition).min(1).max(surveyLimits.questionsMax),
  })
  .superRefine((survey, ctx) => {
    if (Date.parse(survey.expires_at) <= Date.parse(survey.starts_at)) {
      ctx.addIssue({ code: "custom", path: ["expires_at"], message: "The survey must end after it starts." });
    }
    // A store is in one market, and only members there can check in at it.
    if (survey.store_id !== null && survey.targeting.markets?.length !== 1) {
      ctx.addIssue({ code: "custom", path: ["targeting", "markets"], message: storeSurveyMarketMessage });
    }
    // Every question is readable in every language the survey is offered in.
    const offered = surveyLocales.filter((locale) => survey.title[locale] !== undefined);
    survey.questions.forEach((question, index) => {
      const texts = [question.title, ...("choices" in question ? question.choices.map((c) => c.label) : [])];
      if (texts.some((text) => offered.some((locale) => text[locale] === undefined))) {
        ctx.addIssue({
          code: "custom",
          path: ["questions", index, "title"],
          message: `Please write this question in every language of the survey (${offered.join(", ")}).`,
        });
      }
    });
    for (const problem of logicProblems(logicOf(survey.questions))) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  });

/** The questions of a definition as the logic checks read them, with the keys left out filled in. */
export function logicOf(questions: readonly z.infer<typeof questionDefinition>[]) {
  return questions.map((question, index) => ({
    key: question.key ?? defaultQuestionKey(index),
    kind: question.kind,
    required: question.required,
    condition: question.condition,
    jumps: question.jumps,
    ...("choices" in question && {
      choices: question.choices.map((choice, c) => ({ key: choice.key ?? defaultChoiceKey(c) })),
    }),
  }));
}
export type SurveyDefinition = z.infer<typeof surveyDefinition>;
export type SurveyDefinitionInput = z.input<typeof surveyDefinition>;

const storedText = z.object({ en: z.string().optional(), vi: z.string().optional(), id: z.string().optional() });
export const adminSurvey = z.object({
  id: z.string(),
  status: z.enum(surveyStatuses),
  title: storedText,
  description: storedText.nullable(),
  reward: z.number().int(),
  estimated_minutes: z.number().int(),
  starts_at: z.string(),
  expires_at: z.string(),
  response_limit: z.number().int(),
  responded: z.number().int(),
  targeting: z.object({
    markets: z.array(z.string()).nullable(),
    min_age: z.number().int().nullable(),
    max_age: z.number().int().nullable(),
    genders: z.array(z.string()).nullable(),
    min_level: z.number().int().nullable(),
    max_level: z.number().int().nullable(),
  }),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  store_address: z.string().nullable(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  results_announced_at: z.string().nullable(),
  questions: z.array(adminSurveyQuestion),
});
export type AdminSurvey = z.infer<typeof adminSurvey>;
export const adminSurveyAnswer = okEnvelope(adminSurvey);
export const adminSurveySorts = [
  "-created_at",
  "created_at",
  "-starts_at",
  "starts_at",
  "-responded",
  "responded",
] as const;
export const adminSurveysQuery = z.object({
  status: z.enum(surveyStatuses).optional(),
  /** Part of the title, in any of its languages. */
  q: text({ max: 100 }).optional(),
  sort: z.enum(adminSurveySorts).default("-created_at"),
  page: pageParam,
});
export type AdminSurveysQuery = z.input<typeof adminSurveysQuery>;

/** `GET /api/admin/surveys/{id}/responses.csv`: the language of the column titles and choice labels. */
export const surveyExportQuery = z.object({ locale: z.enum(surveyLocales).default("en") });
export const adminSurveysAnswer = pagedEnvelope(adminSurvey.omit({ questions: true }));

/** `POST store_check_ins`: records a check-in by hand until the shop-visit feature makes real ones. */
export const storeCheckInRequest = z.object({
  user_id: z.uuid("This member does not exist."),
  store_id: text({ min: 1, max: 64 }),
});
export const storeCheckInAnswer = okEnvelope(
  z.object({ id: z.string(), user_id: z.string(), store_id: z.string(), checked_in_at: z.string() }),
);
