import type { SurveyDetail, SurveyListFilter, SurveyLocale, SurveySummary } from "@rewards/contracts";
import { and, desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { likePattern } from "../../lib/like-pattern.js";
import type { User } from "../users/index.js";
import { answeredSql, checkedInSql, isTargeted, memberTraits, ongoingSql, targetedSql, visibleSql } from "./access.js";
import { openSurvey } from "./answering.js";
import { toSummary } from "./present.js";
import { memberQuestion } from "./questions.js";
import { surveyQuestions, surveys } from "./tables.js";

const flag = (condition: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? condition : sql`not ${condition}`;

/** The surveys matching `where` on one page, newest first, with figures over every match. */
async function surveyPage(
  db: Db,
  user: User,
  where: SQL | undefined,
  { limit, offset, now }: { limit: number; offset: number; now: Date },
) {
  const questionCount = sql<number>`(select count(*)::int from ${surveyQuestions}
    where ${surveyQuestions.surveyId} = ${surveys.id})`;
  const totals = db
    .select({
      total: sql<number>`count(*)::int`.as("total"),
      minReward: sql<number>`coalesce(min(${surveys.rewardCents}), 0)::int`.as("min_reward"),
      maxReward: sql<number>`coalesce(max(${surveys.rewardCents}), 0)::int`.as("max_reward"),
    })
    .from(surveys)
    .where(where)
    .as("totals");
  const page = db
    .select({
      ...getTableColumns(surveys),
      // Each wrapped once more: in a one-table select drizzle drops the table from the columns
      // written directly in a field's SQL, which would point `surveys.id` at the subquery's table.
      answered: sql<boolean>`${answeredSql(user.id)}`.as("answered"),
      checkedIn: sql<boolean>`${checkedInSql(user.id)}`.as("checked_in"),
      questionCount: sql<number>`${questionCount}`.as("question_count"),
    })
    .from(surveys)
    .where(where)
    .orderBy(desc(surveys.startsAt), desc(surveys.id))
    .limit(limit)
    .offset(offset)
    .as("page");
  // One round trip: the figures' single row, with the page's rows (if any) joined to it.
  const rows = await db.select().from(totals).leftJoinLateral(page, sql`true`);
  const member = memberTraits(user, now);
  const figures = rows[0]?.totals ?? { total: 0, minReward: 0, maxReward: 0 };
  const matches = rows.flatMap(({ page }) => (page ? [page] : []));
  return { ...figures, member, matches };
}

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
  const answered = answeredSql(user.id);
  const ongoing = ongoingSql(now);
  const shownTitle = sql`coalesce(${surveys.title}->>${locale}, ${surveys.title}->>'en', ${surveys.title}->>'vi', ${surveys.title}->>'id')`;
  const keyword = query.key_word?.trim();
  const where = and(
    visibleSql,
    query.tab === "my_survey"
      ? sql`(${answered} or (${ongoing} and ${targetedSql(memberTraits(user, now))}))`
      : undefined,
    flag(ongoing, query.on_going),
    flag(sql`${surveys.resultsAnnouncedAt} is not null`, query.has_result),
    keyword ? sql`${shownTitle} ilike ${likePattern(keyword)} escape '\\'` : undefined,
    unansweredOnly ? sql`not ${answered}` : undefined,
  );
  const page = await surveyPage(db, user, where, { limit: query.limit, offset: (query.page - 1) * query.limit, now });
  const items: SurveySummary[] = page.matches.map(({ answered, checkedIn, questionCount, ...survey }) =>
    toSummary(survey, locale, { answered, eligible: isTargeted(survey, page.member), checkedIn, questionCount }, now),
  );
  return { items, total: page.total, minReward: page.minReward, maxReward: page.maxReward };
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
  const { items, total, minReward, maxReward } = await listSurveys(
    db,
    user,
    locale,
    { tab: "my_survey", on_going: true, page: 1, limit },
    now,
    { unansweredOnly: true },
  );
  return { items, open: total, minReward, maxReward };
}
