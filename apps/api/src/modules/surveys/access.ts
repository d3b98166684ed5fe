import { errorCodes, surveyMessages } from "@rewards/contracts";
import { and, eq, gte, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { User } from "../users/index.js";
import { type SurveyRow, storeCheckIns, surveyResponses, surveys } from "./tables.js";

/** What targeting looks at. Profiles have no gender yet, so it is always null and refuses nobody. */
export type MemberTraits = { market: string; age: number | null; level: number; gender: string | null };

/** Whole years from a `YYYY-MM-DD` birthday to `now` (UTC). */
export function ageOn(birthDay: string | null, now: Date): number | null {
  if (!birthDay) return null;
  const [year, month, day] = birthDay.split("-").map(Number) as [number, number, number];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

export function memberTraits(user: User, now: Date): MemberTraits {
  return { market: user.market, age: ageOn(user.birthDay, now), level: user.level, gender: null };
}

/** Whether the survey's targeting includes the member; a member without a birthday fails an age range. */
export function isTargeted(survey: SurveyRow, member: MemberTraits): boolean {
  const inRange = (value: number | null, min: number | null, max: number | null) =>
    (min === null && max === null) ||
    (value !== null && (min === null || value >= min) && (max === null || value <= max));
  return (
    (survey.markets === null || survey.markets.includes(member.market)) &&
    inRange(member.age, survey.minAge, survey.maxAge) &&
    inRange(member.level, survey.minLevel, survey.maxLevel) &&
    (survey.genders === null || member.gender === null || survey.genders.includes(member.gender))
  );
}

/** A value, or a placeholder for it in a query prepared once. */
export type Bound<T> = T | Placeholder;

/** The same targeting as a SQL condition on `surveys`, for the list. */
export function targetedSql(member: { market: Bound<string>; age: Bound<number> | null; level: Bound<number> }): SQL {
  const age =
    member.age === null
      ? sql`${surveys.minAge} is null and ${surveys.maxAge} is null`
      : sql`coalesce(${surveys.minAge} <= ${member.age}, true) and coalesce(${surveys.maxAge} >= ${member.age}, true)`;
  return sql`(${surveys.markets} is null or ${member.market} = any(${surveys.markets}))
    and ${age}
    and coalesce(${surveys.minLevel} <= ${member.level}, true) and coalesce(${surveys.maxLevel} >= ${member.level}, true)`;
}

/** Open for answers now: published, inside its window, places left. */
export function isOngoing(survey: SurveyRow, now: Date): boolean {
  return (
    survey.status === "published" &&
    survey.startsAt <= now &&
    now < survey.expiresAt &&
    survey.responseCount < survey.responseLimit
  );
}

export function ongoingSql(now: Bound<Date>): SQL {
  return sql`(${surveys.status} = 'published' and ${surveys.startsAt} <= ${now} and ${surveys.expiresAt} > ${now}
    and ${surveys.responseCount} < ${surveys.responseLimit})`;
}

export function unavailable(): AppError {
  return new AppError(404, errorCodes.surveyUnavailable, "This survey is not available.");
}

/** Whether the member answered the survey in the row (`surveys.id`), as SQL. */
export const answeredSql = (userId: Bound<string>) => sql<boolean>`exists (select 1 from ${surveyResponses}
  where ${surveyResponses.surveyId} = ${surveys.id} and ${surveyResponses.userId} = ${userId})`;

/** `hasCheckedIn` for the survey in the row, as SQL. */
export const checkedInSql = (userId: Bound<string>) => sql<boolean>`(${surveys.storeId} is null or exists (
  select 1 from ${storeCheckIns} where ${storeCheckIns.userId} = ${userId}
  and ${storeCheckIns.storeId} = ${surveys.storeId} and ${storeCheckIns.checkedInAt} >= ${surveys.startsAt}))`;

export async function hasAnswered(db: DbOrTx, surveyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** A check-in at the survey's store since the survey opened. */
export async function hasCheckedIn(db: DbOrTx, survey: SurveyRow, userId: string): Promise<boolean> {
  if (!survey.storeId) return true;
  const rows = await db
    .select({ id: storeCheckIns.id })
    .from(storeCheckIns)
    .where(
      and(
        eq(storeCheckIns.userId, userId),
        eq(storeCheckIns.storeId, survey.storeId),
        gte(storeCheckIns.checkedInAt, survey.startsAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What answering depends on beyond the survey row: the member's own response and check-in. */
export type AnswerFacts = { answered: boolean; checkedIn: boolean };

/**
 * Why this member cannot answer the survey now, checked in the order a member can act on:
 * 122 when there is nothing to answer (unknown, draft or closed), 123 when they answered already,
 * then the window, the targeting, the store check-in and the places left.
 */
export function refuseUnanswerable(
  survey: SurveyRow | undefined,
  user: User,
  now: Date,
  facts: AnswerFacts,
): asserts survey is SurveyRow {
  if (!survey || survey.status === "draft") throw unavailable();
  if (facts.answered) {
    throw new AppError(409, errorCodes.surveyAlreadyAnswered, "You have already answered this survey.");
  }
  if (survey.status === "closed") throw unavailable();
  if (now < survey.startsAt) throw new AppError(409, errorCodes.surveyNotOpen, "This survey has not started yet.");
  if (now >= survey.expiresAt) throw new AppError(410, errorCodes.surveyExpired, "This survey has ended.");
  if (!isTargeted(survey, memberTraits(user, now))) {
    throw new AppError(
      403,
      errorCodes.surveyNotEligible,
      "This survey is for other members: it does not match your market, age or level.",
    );
  }
  if (!facts.checkedIn) {
    throw new AppError(403, errorCodes.surveyCheckInRequired, surveyMessages.checkInRequired);
  }
  if (survey.responseCount >= survey.responseLimit) throw surveyFull();
}

/** `refuseUnanswerable` for a survey row read on its own: the facts are read first. */
export async function answerableSurvey(
  db: DbOrTx,
  survey: SurveyRow | undefined,
  user: User,
  now: Date,
): Promise<SurveyRow> {
  const facts =
    survey && survey.status !== "draft"
      ? { answered: await hasAnswered(db, survey.id, user.id), checkedIn: await hasCheckedIn(db, survey, user.id) }
      : { answered: false, checkedIn: false };
  refuseUnanswerable(survey, user, now, facts);
  return survey;
}

export function surveyFull(): AppError {
  return new AppError(409, errorCodes.surveyFull, "This survey has all the responses it needs.");
}

/** Surveys members may see: published or closed, never drafts. */
export const visibleSql = or(eq(surveys.status, "published"), eq(surveys.status, "closed"));
