import {
  type AdminSurveyQuestion,
  errorCodes,
  type QuestionStatistic,
  type SurveyLocale,
  type SurveyResult,
  type SurveyStatistics,
  surveyMessages,
} from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { User } from "../users/index.js";
import { isTargeted, memberTraits, unavailable } from "./access.js";
import { questionsOf } from "./authoring.js";
import { surveyImageUrl } from "./images.js";
import { surveyLocaleFor, toSummary } from "./present.js";
import { storedQuestion, textIn } from "./questions.js";
import { type SurveyRow, surveyAnswers, surveyResponses, surveys } from "./tables.js";

async function visibleSurvey(db: Db, id: string): Promise<SurveyRow> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!survey || survey.status === "draft") throw unavailable();
  return survey;
}

/** `surveys/{id}/result`: the member's own answers and reward; nobody else's. */
export async function ownResult(db: Db, user: User, id: string, preferred: SurveyLocale): Promise<SurveyResult> {
  const survey = await visibleSurvey(db, id);
  const [response] = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, id), eq(surveyResponses.userId, user.id)));
  if (!response) throw new AppError(404, errorCodes.surveyNotAnswered, "You have not answered this survey.");
  const questions = (await questionsOf(db, id)).map(storedQuestion);
  const answers = await db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, response.id));
  const locale = surveyLocaleFor(survey, preferred);
  const now = new Date();
  const facts = {
    answered: true,
    eligible: isTargeted(survey, memberTraits(user, now)),
    questionCount: questions.length,
  };
  return {
    survey: toSummary(survey, preferred, facts, now),
    response_id: response.id,
    reward: response.rewardCents,
    answered_at: response.createdAt.toISOString(),
    answers: questions.flatMap((question) => {
      const answer = answers.find((row) => row.questionId === question.id);
      if (!answer) return [];
      const choices = "choices" in question ? question.choices : [];
      return [
        {
          question_id: question.id,
          kind: question.kind,
          title: textIn(question.title, locale),
          choices: (answer.choiceIds ?? []).map((choiceId) => {
            const choice = choices.find((candidate) => candidate.id === choiceId);
            return choice ? textIn(choice.label, locale) : "";
          }),
          other_text: answer.otherText,
          text: answer.text,
          number: answer.number,
          zip: answer.zip,
          date: answer.date,
          rating: answer.rating,
          note: answer.note,
          images: (answer.imageKeys ?? []).map(surveyImageUrl),
        },
      ];
    }),
  };
}

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

async function questionStatistic(db: Db, question: AdminSurveyQuestion, locale: SurveyLocale) {
  const base = { question_id: question.id, kind: question.kind, title: textIn(question.title, locale) };
  const [answeredRow] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.questionId, question.id));
  const answered = answeredRow?.value ?? 0;
  const stat: QuestionStatistic = { ...base, answered };
  if (question.kind === "single_choice" || question.kind === "multiple_choice") {
    const rows = await db
      .select({ id: sql<string>`choice_id`, count: sql<number>`count(*)::int` })
      .from(sql`${surveyAnswers}, unnest(${surveyAnswers.choiceIds}) as choice_id`)
      .where(eq(surveyAnswers.questionId, question.id))
      .groupBy(sql`choice_id`);
    stat.choices = question.choices.map((choice) => {
      const count = rows.find((row) => row.id === choice.id)?.count ?? 0;
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
    const column = question.kind === "number" ? surveyAnswers.number : surveyAnswers.rating;
    const values = await db
      .select({ value: sql<number>`${column}::float8`, count: sql<number>`count(*)::int` })
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.questionId, question.id), sql`${column} is not null`))
      .groupBy(column);
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
  const locale = surveyLocaleFor(survey, preferred);
  const [answeredRow] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, id), eq(surveyResponses.userId, user.id)));
  const now = new Date();
  const facts = {
    answered: answeredRow !== undefined,
    eligible: isTargeted(survey, memberTraits(user, now)),
    questionCount: questions.length,
  };
  const statistics = [];
  for (const question of questions) statistics.push(await questionStatistic(db, question, locale));
  return { survey: toSummary(survey, preferred, facts, now), responses: survey.responseCount, questions: statistics };
}

/** Whether the image belongs to one of the member's own answers. */
export async function ownsSurveyImage(db: Db, userId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(and(eq(surveyResponses.userId, userId), sql`${key} = any(${surveyAnswers.imageKeys})`))
    .limit(1);
  return rows.length > 0;
}
