import {
  type AdminSurveyQuestion,
  errorCodes,
  type SurveyDraft,
  type surveyDraftRequest,
  surveyDraftRules,
  surveyMessages,
  surveyPath,
} from "@rewards/contracts";
import { and, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import type { User } from "../users/index.js";
import { openSurvey } from "./answering.js";
import { surveyDrafts } from "./tables.js";

type DraftInput = z.infer<typeof surveyDraftRequest>;
type DraftRow = typeof surveyDrafts.$inferSelect;

const day = 24 * 60 * 60 * 1000;

const refuse = (field: string, message: string = surveyMessages.invalidInput): never => {
  throw new AppError(400, errorCodes.validationFailed, message, field);
};

function present(row: DraftRow): SurveyDraft {
  return {
    answers: row.answers,
    current_question_id: row.currentQuestionId,
    times: row.pageSeconds,
    saved_at: row.savedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * What a draft may hold: answers (no images: those are picked again) each once, to questions the
 * survey's logic shows on the path of these very answers, where the member is, and seconds per
 * page for the survey's questions. The answers themselves are checked in full only on submission.
 */
function checkDraft(questions: AdminSurveyQuestion[], input: DraftInput) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  for (const answer of input.answers) {
    const field = `answers.${answer.question_id}`;
    if (seen.has(answer.question_id) || byId.get(answer.question_id)?.kind === undefined) refuse(field);
    if (byId.get(answer.question_id)?.kind === "image") refuse(field, surveyMessages.imageRequired);
    seen.add(answer.question_id);
  }
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const shown = new Set(surveyPath(ordered, new Map(input.answers.map((a) => [a.question_id, a]))).shown);
  for (const answer of input.answers) {
    if (!shown.has(answer.question_id)) refuse(`answers.${answer.question_id}`, surveyMessages.notShown);
  }
  if (input.current_question_id !== null && !byId.has(input.current_question_id)) refuse("current_question_id");
  const timed = new Set<string>();
  input.times.forEach((time, index) => {
    if (!byId.has(time.question_id) || timed.has(time.question_id)) refuse(`times.${index}.question_id`);
    timed.add(time.question_id);
  });
}

/** `GET surveys/{id}/draft`: the member's kept answers, refused as answering would be; null when none is live. */
export async function surveyDraftOf(db: Db, user: User, surveyId: string, now = new Date()) {
  const { survey } = await openSurvey(db, user, surveyId, now);
  const [row] = await db
    .select()
    .from(surveyDrafts)
    .where(
      and(
        eq(surveyDrafts.surveyId, survey.id),
        eq(surveyDrafts.userId, user.id),
        eq(surveyDrafts.revision, survey.revision),
        gt(surveyDrafts.expiresAt, now),
      ),
    );
  return row ? present(row) : null;
}

/**
 * `PUT surveys/{id}/draft`: keeps the answers so far, one draft per member and survey (an upsert on
 * that unique key, so two devices saving at once leave one draft, the later one's), for 7 days.
 */
export async function saveSurveyDraft(db: Db, user: User, surveyId: string, input: DraftInput, now = new Date()) {
  const { survey, questions } = await openSurvey(db, user, surveyId, now);
  checkDraft(questions, input);
  const values = {
    revision: survey.revision,
    answers: input.answers,
    currentQuestionId: input.current_question_id,
    pageSeconds: input.times,
    savedAt: now,
    expiresAt: new Date(now.getTime() + surveyDraftRules.keepDays * day),
  };
  const [row] = await db
    .insert(surveyDrafts)
    .values({ id: newId(), surveyId: survey.id, userId: user.id, ...values })
    .onConflictDoUpdate({ target: [surveyDrafts.surveyId, surveyDrafts.userId], set: values })
    .returning();
  if (!row) throw new Error("upsert returned no draft");
  return present(row);
}
