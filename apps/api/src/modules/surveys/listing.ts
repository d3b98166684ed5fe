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

/** What changes the text of the list's query; everything else is a value bound at execution. */
type ListShape = {
  tab: SurveyListFilter["tab"];
  onGoing: boolean | undefined;
  hasResult: boolean | undefined;
  keyword: boolean;
  unansweredOnly: boolean;
  ageKnown: boolean;
};

const bound = sql.placeholder;

/**
 * The surveys matching a list's filters on one page, newest first, with the number of matches and
 * their least and most reward: the figures' single row, with the page's rows (if any) joined to
 * it, so one round trip whatever the page.
 */
function prepareSurveyPage(db: Db, shape: ListShape, name: string) {
  const answered = answeredSql(bound("userId"));
  const ongoing = ongoingSql(bound("now"));
  const shownTitle = sql`coalesce(${surveys.title}->>${bound("locale")}, ${surveys.title}->>'en', ${surveys.title}->>'vi', ${surveys.title}->>'id')`;
  const targeted = targetedSql({
    market: bound("market"),
    age: shape.ageKnown ? bound("age") : null,
    level: bound("level"),
  });
  const where = and(
    visibleSql,
    // A store's survey is offered only in the store's market; elsewhere it is not even 'not for you'.
    sql`(${surveys.storeId} is null or coalesce(${bound("market")} = any(${surveys.markets}), true))`,
    shape.tab === "my_survey" ? sql`(${answered} or (${ongoing} and ${targeted}))` : undefined,
    flag(ongoing, shape.onGoing),
    flag(sql`${surveys.resultsAnnouncedAt} is not null`, shape.hasResult),
    shape.keyword ? sql`${shownTitle} ilike ${bound("pattern")} escape '\\'` : undefined,
    shape.unansweredOnly ? sql`not ${answered}` : undefined,
  );
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
      answered: sql<boolean>`${answered}`.as("answered"),
      checkedIn: sql<boolean>`${checkedInSql(bound("userId"))}`.as("checked_in"),
      questionCount: sql<number>`${questionCount}`.as("question_count"),
    })
    .from(surveys)
    .where(where)
    // What the member can take now comes first; ended, answered and not-for-them surveys after it.
    .orderBy(
      sql`case when ${ongoing} and ${targeted} and not ${answered} then 0 else 1 end`,
      desc(surveys.startsAt),
      desc(surveys.id),
    )
    .limit(bound("limit"))
    .offset(bound("offset"))
    .as("page");
  return db.select().from(totals).leftJoinLateral(page, sql`true`).prepare(name);
}

/** Building the list's query costs more than running it, so each shape is built once per database. */
const preparedPages = new WeakMap<Db, Map<string, ReturnType<typeof prepareSurveyPage>>>();

function surveyPageQuery(db: Db, shape: ListShape) {
  const key = `survey_page_${shape.tab}_${shape.onGoing}_${shape.hasResult}_${shape.keyword}_${shape.unansweredOnly}_${shape.ageKnown}`;
  let byShape = preparedPages.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedPages.set(db, byShape);
  }
  let query = byShape.get(key);
  if (!query) {
    query = prepareSurveyPage(db, shape, key);
    byShape.set(key, query);
  }
  return query;
}

/**
 * `v1/list_surveys`. `all`: every published or closed survey. `my_survey`: the surveys meant for
 * the member: the ones they answered, and the ones open now whose targeting includes them.
 * Those the member can answer now first, then the rest, each newest first; the keyword searches the
 * title in the language the member reads it in.
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
  const keyword = query.key_word?.trim();
  const shape: ListShape = {
    tab: query.tab,
    onGoing: query.on_going,
    hasResult: query.has_result,
    keyword: Boolean(keyword),
    unansweredOnly,
    ageKnown: member.age !== null,
  };
  const rows = await surveyPageQuery(db, shape).execute({
    userId: user.id,
    now,
    locale,
    market: member.market,
    age: member.age,
    level: member.level,
    pattern: keyword ? likePattern(keyword) : null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const figures = rows[0]?.totals ?? { total: 0, minReward: 0, maxReward: 0 };
  const items: SurveySummary[] = rows.flatMap(({ page }) => {
    if (!page) return [];
    const { answered, checkedIn, questionCount, ...survey } = page;
    const eligible = isTargeted(survey, member);
    return [toSummary(survey, locale, { answered, eligible, checkedIn, questionCount }, now)];
  });
  return { items, ...figures };
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
