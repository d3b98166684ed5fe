import {
  type AdminSurveyQuestion,
  errorCodes,
  type QuestionStatistic,
  type SurveyLocale,
  type SurveyStatistics,
  surveyMessages,
} from "@rewards/contracts";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { User } from "../users/index.js";
import { hasCheckedIn, isTargeted, memberTraits } from "./access.js";
import { questionsOf } from "./authoring.js";
import { surveyLocaleFor, toSummary } from "./present.js";
import { storedQuestion, textIn } from "./questions.js";
import { visibleSurvey } from "./results.js";
import { surveyAnswers, surveyResponses } from "./tables.js";

/** A share of a whole, as a percentage with one decimal. */
export const percentOf = (count: number, whole: number) => (whole === 0 ? 0 : Math.round((count * 1000) / whole) / 10);

type ValueCount = { value: number; count: number };

/** Up to five equal ranges over the question's bounds (or the answers' when it has none). */
export function numberBuckets(values: ValueCount[], lower: number, upper: number, whole: number) {
  const width = upper > lower ? (upper - lower) / 5 : 1;
  const buckets = Array.from({ length: upper > lower ? 5 : 1 }, (_, index) => ({
    from: lower + index * width,
    to: index === 4 || upper <= lower ? upper : lower + (index + 1) * width,
    count: 0,
  }));
  for (const { value, count } of values) {
    const index = Math.min(buckets.length - 1, Math.max(0, Math.floor((value - lower) / width)));
    const bucket = buckets[index];
    if (bucket) bucket.count += count;
  }
  return buckets.map((bucket) => ({ ...bucket, percent: percentOf(bucket.count, whole) }));
}

/** The survey's answers counted three ways, each in one grouped query over all its questions. */
export type AnswerCounts = {
  answered: Map<string, number>;
  /** By question, then by choice id. */
  choices: Map<string, Map<string, number>>;
  /** By question: each distinct number or rating and how often it was given. */
  values: Map<string, ValueCount[]>;
};

async function countAnswers(db: Db, questionIds: string[]): Promise<AnswerCounts> {
  const counts: AnswerCounts = { answered: new Map(), choices: new Map(), values: new Map() };
  if (questionIds.length === 0) return counts;
  const ofQuestions = inArray(surveyAnswers.questionId, questionIds);
  // A question is either a number or a rating, so at most one of the two is set.
  const numeric = sql<number>`coalesce(${surveyAnswers.number}, ${surveyAnswers.rating})::float8`;
  const [answered, choices, values] = await Promise.all([
    db
      .select({ questionId: surveyAnswers.questionId, count: sql<number>`count(*)::int` })
      .from(surveyAnswers)
      .where(ofQuestions)
      .groupBy(surveyAnswers.questionId),
    db
      // The set-returning join is raw SQL, so its columns are too.
      .select({
        questionId: sql<string>`${surveyAnswers.questionId}`,
        choiceId: sql<string>`choice_id`,
        count: sql<number>`count(*)::int`,
      })
      .from(sql`${surveyAnswers}, unnest(${surveyAnswers.choiceIds}) as choice_id`)
      .where(ofQuestions)
      .groupBy(surveyAnswers.questionId, sql`choice_id`),
    db
      .select({ questionId: surveyAnswers.questionId, value: numeric, count: sql<number>`count(*)::int` })
      .from(surveyAnswers)
      .where(and(ofQuestions, or(isNotNull(surveyAnswers.number), isNotNull(surveyAnswers.rating))))
      .groupBy(surveyAnswers.questionId, numeric),
  ]);
  for (const row of answered) counts.answered.set(row.questionId, row.count);
  for (const row of choices) {
    const byChoice = counts.choices.get(row.questionId) ?? new Map<string, number>();
    byChoice.set(row.choiceId, row.count);
    counts.choices.set(row.questionId, byChoice);
  }
  for (const row of values) {
    counts.values.set(row.questionId, [...(counts.values.get(row.questionId) ?? []), row]);
  }
  return counts;
}

/** One question's statistic from the survey's counts. */
export function questionStatistic(
  question: AdminSurveyQuestion,
  locale: SurveyLocale,
  counts: AnswerCounts,
): QuestionStatistic {
  const answered = counts.answered.get(question.id) ?? 0;
  const stat: QuestionStatistic = {
    question_id: question.id,
    kind: question.kind,
    title: textIn(question.title, locale),
    answered,
  };
  if (question.kind === "single_choice" || question.kind === "multiple_choice") {
    const byChoice = counts.choices.get(question.id);
    stat.choices = question.choices.map((choice) => {
      const count = byChoice?.get(choice.id) ?? 0;
      return {
        id: choice.id,
        label: textIn(choice.label, locale),
        other: choice.other,
        count,
        percent: percentOf(count, answered),
      };
    });
  }
  if (question.kind === "number" || question.kind === "rating") {
    const values = counts.values.get(question.id) ?? [];
    const total = values.reduce((sum, row) => sum + row.value * row.count, 0);
    const seen = values.map((row) => row.value);
    stat.average = answered === 0 ? null : Math.round((total / answered) * 100) / 100;
    stat.min = seen.length ? Math.min(...seen) : null;
    stat.max = seen.length ? Math.max(...seen) : null;
    stat.distribution =
      question.kind === "rating"
        ? Array.from({ length: question.scale_max }, (_, index) => {
            const count = values.find((row) => row.value === index + 1)?.count ?? 0;
            return { from: index + 1, to: index + 1, count, percent: percentOf(count, answered) };
          })
        : numberBuckets(values, question.min ?? stat.min ?? 0, question.max ?? stat.max ?? 0, answered);
  }
  return stat;
}

/**
 * `surveys/{id}/survey_view_pr`: per question, how many answered and, for choices, numbers and
 * ratings, how the answers spread. Free text, zip codes, dates and images are counted only.
 * Nothing before the results are announced.
 */
export async function surveyStatistics(
  db: Db,
  user: User,
  id: string,
  preferred: SurveyLocale,
): Promise<SurveyStatistics> {
  const survey = await visibleSurvey(db, id);
  if (!survey.resultsAnnouncedAt) {
    throw new AppError(409, errorCodes.surveyReportUnavailable, surveyMessages.reportUnavailable);
  }
  const questions = (await questionsOf(db, id)).map(storedQuestion);
  const [[answeredRow], checkedIn, counts] = await Promise.all([
    db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, id), eq(surveyResponses.userId, user.id))),
    hasCheckedIn(db, survey, user.id),
    countAnswers(
      db,
      questions.map((question) => question.id),
    ),
  ]);
  const now = new Date();
  const facts = {
    answered: answeredRow !== undefined,
    eligible: isTargeted(survey, memberTraits(user, now)),
    checkedIn,
    questionCount: questions.length,
  };
  const locale = surveyLocaleFor(survey, preferred);
  return {
    survey: toSummary(survey, preferred, facts, now),
    responses: survey.responseCount,
    questions: questions.map((question) => questionStatistic(question, locale, counts)),
  };
}
