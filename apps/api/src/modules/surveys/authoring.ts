import {
  type AdminSurvey,
  type adminSurveySorts,
  errorCodes,
  type SurveyDefinition,
  type SurveyStatus,
} from "@rewards/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { likePattern } from "../../lib/like-pattern.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { notifyResultsAnnounced, notifySurveyOpened } from "./announcements.js";
import { toAdminSurvey } from "./present.js";
import { type QuestionRow, questionRows } from "./questions.js";
import { type SurveyRow, storeCheckIns, surveyQuestions, surveyResponses, surveys } from "./tables.js";

/** Back-office surveys: create, edit before the first response, publish, close, announce results. */

export const adminSurveyPageSize = 20;
type AdminSurveySort = (typeof adminSurveySorts)[number];

function columnsOf(definition: SurveyDefinition) {
  const { targeting } = definition;
  return {
    title: definition.title,
    description: definition.description ?? null,
    rewardCents: definition.reward,
    estimatedMinutes: definition.estimated_minutes,
    startsAt: new Date(definition.starts_at),
    expiresAt: new Date(definition.expires_at),
    responseLimit: definition.response_limit,
    markets: targeting.markets,
    minAge: targeting.min_age,
    maxAge: targeting.max_age,
    genders: targeting.genders,
    minLevel: targeting.min_level,
    maxLevel: targeting.max_level,
    storeId: definition.store_id,
    storeName: definition.store_id ? definition.store_name : null,
    storeAddress: definition.store_id ? definition.store_address : null,
  };
}

/** The columns a `QuestionRow` is read from. */
export const questionColumns = {
  id: surveyQuestions.id,
  position: surveyQuestions.position,
  kind: surveyQuestions.kind,
  title: surveyQuestions.title,
  description: surveyQuestions.description,
  requiresNote: surveyQuestions.requiresNote,
  settings: surveyQuestions.settings,
  key: surveyQuestions.key,
  required: surveyQuestions.required,
  condition: surveyQuestions.condition,
  jumps: surveyQuestions.jumps,
};

export async function questionsOf(db: DbOrTx, surveyId: string): Promise<QuestionRow[]> {
  return db
    .select(questionColumns)
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position));
}

async function insertQuestions(tx: Tx, surveyId: string, definition: SurveyDefinition) {
  const rows = questionRows(definition.questions).map((row) => ({ ...row, surveyId }));
  await tx.insert(surveyQuestions).values(rows);
}

async function lockSurvey(tx: Tx, id: string): Promise<SurveyRow> {
  const [survey] = await tx.select().from(surveys).where(eq(surveys.id, id)).for("update");
  if (!survey) throw new AppError(404, errorCodes.notFound, "This survey does not exist.");
  return survey;
}

async function adminView(tx: DbOrTx, survey: SurveyRow): Promise<AdminSurvey> {
  return toAdminSurvey(survey, await questionsOf(tx, survey.id));
}

export async function insertSurvey(tx: Tx, adminId: string, definition: SurveyDefinition): Promise<AdminSurvey> {
  const [survey] = await tx
    .insert(surveys)
    .values({ id: newId(), createdBy: adminId, ...columnsOf(definition) })
    .returning();
  if (!survey) throw new Error("insert returned no survey");
  await insertQuestions(tx, survey.id, definition);
  return adminView(tx, survey);
}

/** A new draft, recorded in the audit log. */
export function createSurvey(db: Db, actor: AuditActor, definition: SurveyDefinition): Promise<AdminSurvey> {
  return db.transaction(async (tx) => {
    const survey = await insertSurvey(tx, actor.userId, definition);
    await recordAudit(tx, actor, { action: "survey.create", target: { kind: "survey", id: survey.id }, after: survey });
    return survey;
  });
}

/**
 * Replaces the whole definition. Only before the first response: answers point at the questions,
 * and members who answered must keep seeing what they answered. The row lock makes this wait for,
 * or be waited on by, an answer being stored.
 */
export function updateSurvey(
  db: Db,
  actor: AuditActor,
  id: string,
  definition: SurveyDefinition,
): Promise<AdminSurvey> {
  return db.transaction(async (tx) => {
    const current = await lockSurvey(tx, id);
    if (current.status === "closed") {
      throw new AppError(409, errorCodes.surveyStateConflict, "A closed survey cannot be edited.");
    }
    // A screen-out takes no place, so the count alone does not say whether anyone answered.
    const [answered] = await tx
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, id))
      .limit(1);
    if (current.responseCount > 0 || answered) {
      throw new AppError(409, errorCodes.surveyLocked, "This survey has responses and can no longer be edited.");
    }
    const [survey] = await tx
      .update(surveys)
      .set({ ...columnsOf(definition), revision: sql`${surveys.revision} + 1`, updatedAt: new Date() })
      .where(eq(surveys.id, id))
      .returning();
    if (!survey) throw new Error("update returned no survey");
    const before = await adminView(tx, current);
    await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, id));
    await insertQuestions(tx, id, definition);
    const after = await adminView(tx, survey);
    await recordAudit(tx, actor, { action: "survey.update", target: { kind: "survey", id }, before, after });
    return after;
  });
}

export type SurveyAction = "publish" | "close" | "announce_results";

const allowedFrom: Record<SurveyAction, SurveyStatus[]> = {
  publish: ["draft"],
  close: ["published"],
  announce_results: ["published", "closed"],
};

/** Moves a survey along draft → published → closed, or announces its results (once). */
export async function moveSurveyIn(tx: Tx, id: string, action: SurveyAction): Promise<AdminSurvey> {
  const current = await lockSurvey(tx, id);
  if (!allowedFrom[action].includes(current.status)) {
    throw new AppError(409, errorCodes.surveyStateConflict, `A ${current.status} survey cannot be moved that way.`);
  }
  const now = new Date();
  const changes =
    action === "publish"
      ? { status: "published" as const, publishedAt: now }
      : action === "close"
        ? { status: "closed" as const, closedAt: now }
        : { resultsAnnouncedAt: current.resultsAnnouncedAt ?? now };
  const [survey] = await tx
    .update(surveys)
    .set({ ...changes, updatedAt: now })
    .where(eq(surveys.id, id))
    .returning();
  if (!survey) throw new Error("update returned no survey");
  if (action === "publish") await notifySurveyOpened(tx, survey);
  if (action === "announce_results" && !current.resultsAnnouncedAt) await notifyResultsAnnounced(tx, survey);
  return adminView(tx, survey);
}

const lifecycleOf = ({ status, published_at, closed_at, results_announced_at }: AdminSurvey) => ({
  status,
  published_at,
  closed_at,
  results_announced_at,
});

/** The lifecycle step from the back office, recorded in the audit log with the state before and after. */
export function moveSurvey(db: Db, actor: AuditActor, id: string, action: SurveyAction): Promise<AdminSurvey> {
  return db.transaction(async (tx) => {
    const before = await lockSurvey(tx, id);
    const moved = await moveSurveyIn(tx, id, action);
    await recordAudit(tx, actor, {
      action: `survey.${action}`,
      target: { kind: "survey", id },
      before: lifecycleOf(toAdminSurvey(before, [])),
      after: lifecycleOf(moved),
    });
    return moved;
  });
}

export async function adminSurvey(db: Db, id: string): Promise<AdminSurvey> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!survey) throw new AppError(404, errorCodes.notFound, "This survey does not exist.");
  return adminView(db, survey);
}

const adminSurveyOrder = {
  "-created_at": [desc(surveys.createdAt), desc(surveys.id)],
  created_at: [asc(surveys.createdAt), asc(surveys.id)],
  "-starts_at": [desc(surveys.startsAt), desc(surveys.id)],
  starts_at: [asc(surveys.startsAt), asc(surveys.id)],
  "-responded": [desc(surveys.responseCount), desc(surveys.id)],
  responded: [asc(surveys.responseCount), asc(surveys.id)],
} satisfies Record<AdminSurveySort, SQL[]>;

const titleInEveryLanguage = sql`concat_ws(' ', ${surveys.title}->>'en', ${surveys.title}->>'vi', ${surveys.title}->>'id')`;

/** The back office's list: filtered by status and by a part of the title in any language, sorted, paged. */
export async function listAdminSurveys(
  db: Db,
  query: { status?: SurveyStatus | undefined; q?: string | undefined; sort: AdminSurveySort; page: number },
) {
  const where = and(
    query.status ? eq(surveys.status, query.status) : undefined,
    query.q ? sql`${titleInEveryLanguage} ilike ${likePattern(query.q)} escape '\\'` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(surveys)
      .where(where)
      .orderBy(...adminSurveyOrder[query.sort])
      .limit(adminSurveyPageSize)
      .offset((query.page - 1) * adminSurveyPageSize),
    db.select({ value: count() }).from(surveys).where(where),
  ]);
  const listed = rows.map((row) => {
    const { questions: _questions, ...survey } = toAdminSurvey(row, []);
    return survey;
  });
  return { surveys: listed, total: total?.value ?? 0 };
}

/** Records a member's check-in at a store: every QR check-in (shop visits) and the back office's manual one. */
export async function recordStoreCheckIn(db: DbOrTx, input: { userId: string; storeId: string; at?: Date }) {
  const [checkIn] = await db
    .insert(storeCheckIns)
    .values({ id: newId(), userId: input.userId, storeId: input.storeId, checkedInAt: input.at ?? new Date() })
    .returning();
  if (!checkIn) throw new Error("insert returned no check-in");
  return checkIn;
}
