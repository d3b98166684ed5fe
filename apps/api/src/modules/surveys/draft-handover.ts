import { and, eq, lte } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import type { JobDefinition } from "../../jobs/definition.js";
import { type PageSeconds, surveyDrafts } from "./tables.js";

/**
 * Ends the member's draft in the answer's transaction and hands over its seconds per page for the
 * questions the response shows: the draft becomes the response or, if the answer fails, stays.
 */
export async function takeDraft(tx: Tx, surveyId: string, userId: string, shown: string[]): Promise<PageSeconds> {
  const [draft] = await tx
    .delete(surveyDrafts)
    .where(and(eq(surveyDrafts.surveyId, surveyId), eq(surveyDrafts.userId, userId)))
    .returning({ pageSeconds: surveyDrafts.pageSeconds });
  const onPath = new Set(shown);
  return (draft?.pageSeconds ?? []).filter((time) => onPath.has(time.question_id));
}

/** Forgets drafts past their 7 days (reads already ignore them); answers how many went. */
export async function pruneSurveyDrafts(db: DbOrTx, now = new Date()): Promise<number> {
  const removed = await db
    .delete(surveyDrafts)
    .where(lte(surveyDrafts.expiresAt, now))
    .returning({ id: surveyDrafts.id });
  return removed.length;
}

export const pruneSurveyDraftsJob: JobDefinition = {
  name: "prune-survey-drafts",
  cron: "50 3 * * *",
  async run({ db, log }) {
    const removed = await pruneSurveyDrafts(db);
    if (removed > 0) log.info({ removed }, "pruned expired survey drafts");
  },
};
