import type { SurveyDetail, SurveyListFilter, SurveyLocale, SurveySummary } from "@rewards/contracts";
import { and, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { likePattern } from "../../lib/like-pattern.js";
import type { User } from "../users/index.js";
import { isTargeted, memberTraits, ongoingSql, targetedSql, visibleSql } from "./access.js";
import { openSurvey } from "./answering.js";
import { toSummary } from "./present.js";
import { memberQuestion } from "./questions.js";
import { storeCheckIns, surveyQuestions, surveyResponses, surveys } from "./tables.js";

const answeredSql = (userId: string) => sql`exists (select 1 from ${surveyResponses}
  where ${surveyResponses.surveyId} = ${surveys.id} and ${surveyResponses.userId} = ${userId})`;

const flag = (condition: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? condition : sql`not ${condition}`;

/**
 * `v1/list_surveys`. `all`: every published or closed survey. `my_survey`: the surveys meant for
 * the member: the ones they answered, and the ones open now whose targeting includes them.
 * Newest first; the keyword searches the title in the language the member reads it in.
 */
export async function listSurveys(
  db: Db,
  user: User,
  locale: SurveyLocale,
  query: SurveyListFilter,
  now = new Date(),
  { unansweredOnly = false }: { unansweredOnly?: boolean } = {},
) {
  const member = memberTraits(user, now);
  const answered = answeredSql(user.id);
  const checkedIn = sql`exists (select 1 from ${storeCheckIns} where ${storeCheckIns.userId} = ${user.id}
    and ${storeCheckIns.storeId} = ${surveys.storeId} and ${storeCheckIns.checkedInAt} >= ${surveys.startsAt})`;
  const ongoing = ongoingSql(now);
  const shownTitle = sql`coalesce(${surveys.title}->>${locale}, ${surveys.title}->>'en', ${surveys.title}->>'vi', ${surveys.title}->>'id')`;
  const keyword = query.key_word?.trim();
  const where = and(
    visibleSql,
    query.tab === "my_survey" ? sql`(${answered} or (${ongoing} and ${targetedSql(member)}))` : undefined,
    flag(ongoing, query.on_going),
    flag(sql`${surveys.resultsAnnouncedAt} is not null`, query.has_result),
    keyword ? sql`${shownTitle} ilike ${likePattern(keyword)} escape '\\'` : undefined,
    unansweredOnly ? sql`not ${answered}` : undefined,
  );
  const questionCount = sql<number>`(select count(*)::int from ${surveyQuestions}
    where ${surveyQuestions.surveyId} = ${surveys.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        survey: surveys,
        answered: sql<boolean>`${answered}`,
        checkedIn: sql<boolean>`${surveys.storeId} is null or ${checkedIn}`,
        questionCount,
      })
      .from(surveys)
      .where(where)
      .orderBy(desc(surveys.startsAt), desc(surveys.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: sql<number>`count(*)::int` }).from(surveys).where(where),
  ]);
  const items: SurveySummary[] = rows.map((row) =>
    toSummary(
      row.survey,
      locale,
      {
        answered: row.answered,
        eligible: isTargeted(row.survey, member),
        checkedIn: row.checkedIn,
        questionCount: row.questionCount,
      },
      now,
    ),
  );
  return { items, total: total?.value ?? 0 };
}

/**
 * `surveys/{id}`: the survey and its questions for answering, refused exactly as an answer would
 * be (so a member never answers ten questions to be told no at the end).
 */
export async function surveyForAnswering(db: Db, user: User, id: string, locale: SurveyLocale): Promise<SurveyDetail> {
  const now = new Date();
  const { survey, questions } = await openSurvey(db, user, id, now);
  const summary = toSummary(
    survey,
    locale,
    { answered: false, eligible: true, checkedIn: true, questionCount: questions.length },
    now,
  );
  return { ...summary, questions: questions.map((question) => memberQuestion(question, summary.locale)) };
}

/**
 * The surveys open to the member that they have not answered (the home screen's few, newest
 * first), how many there are, and what they pay, least and most (the earn-point screen).
 */
export async function surveysToAnswer(db: Db, user: User, locale: SurveyLocale, limit: number, now = new Date()) {
  const open = and(visibleSql, ongoingSql(now), targetedSql(memberTraits(user, now)), sql`not ${answeredSql(user.id)}`);
  const [{ items }, [range]] = await Promise.all([
    listSurveys(db, user, locale, { tab: "my_survey", on_going: true, page: 1, limit }, now, { unansweredOnly: true }),
    db
      .select({
        open: sql<number>`count(*)::int`,
        min: sql<number>`coalesce(min(${surveys.rewardCents}), 0)::int`,
        max: sql<number>`coalesce(max(${surveys.rewardCents}), 0)::int`,
      })
      .from(surveys)
      .where(open),
  ]);
  return { items, open: range?.open ?? 0, minReward: range?.min ?? 0, maxReward: range?.max ?? 0 };
}
