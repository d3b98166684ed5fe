import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { notifyMembers } from "../notifications/index.js";
import { users } from "../users/index.js";
import { type SurveyRow, surveyResponses } from "./tables.js";

const titleValues = (survey: SurveyRow) =>
  Object.fromEntries(Object.entries(survey.title).map(([locale, title]) => [`title_${locale}`, String(title)]));

const marketsSql = (markets: string[] | null) =>
  markets === null ? sql`true` : markets.length === 0 ? sql`false` : sql`${users.market} in ${markets}`;

/**
 * A published survey tells every live member it targets (market, age, level), in the publishing
 * transaction and in one statement, whatever the audience's size.
 */
export async function notifySurveyOpened(tx: Tx, survey: SurveyRow): Promise<number> {
  const age = sql`extract(year from age(current_date, ${users.birthDay}))`;
  const audience = sql`select ${users.id} as id from ${users}
    where ${users.deletedAt} is null and ${users.suspendedAt} is null
      and (${marketsSql(survey.markets)})
      and (${survey.minAge === null ? sql`true` : sql`${age} >= ${survey.minAge}`})
      and (${survey.maxAge === null ? sql`true` : sql`${age} <= ${survey.maxAge}`})
      and (${survey.minLevel === null ? sql`true` : sql`${users.level} >= ${survey.minLevel}`})
      and (${survey.maxLevel === null ? sql`true` : sql`${users.level} <= ${survey.maxLevel}`})`;
  return notifyMembers(tx, audience, "survey_opened", {
    causePrefix: survey.id,
    values: { ...titleValues(survey), points: survey.rewardCents },
    surveyId: survey.id,
  });
}

/** Announced results tell everyone who answered the survey. */
export async function notifyResultsAnnounced(tx: Tx, survey: SurveyRow): Promise<number> {
  return notifyMembers(
    tx,
    sql`select ${surveyResponses.userId} as id from ${surveyResponses} where ${surveyResponses.surveyId} = ${survey.id}`,
    "survey_results",
    { causePrefix: survey.id, values: titleValues(survey), surveyId: survey.id },
  );
}
