import {
  type AdminSurveyQuestion,
  type DoSurveyData,
  type DoSurveyRequest,
  errorCodes,
  type SurveyPath,
} from "@rewards/contracts";
import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { balanceOf, postPoints } from "../ledger/index.js";
import { memberLanguage, type User } from "../users/index.js";
import { answerableSurvey, answeredSql, checkedInSql, refuseUnanswerable, surveyFull } from "./access.js";
import { questionColumns } from "./authoring.js";
import { type CheckedAnswer, checkAnswers } from "./check-answers.js";
import { takeDraft } from "./draft-handover.js";
import { removeSurveyImages, storeSurveyImages, type UploadedImage } from "./images.js";
import { surveyLocaleFor } from "./present.js";
import { storedQuestion, textIn } from "./questions.js";
import { type SurveyRow, surveyAnswers, surveyQuestions, surveyResponses, surveys } from "./tables.js";

/**
 * The answers and their images, already checked and re-encoded (see `readSubmission`), with the
 * survey as it was opened before the images were read, when they were.
 */
export type SurveySubmission = { input: DoSurveyRequest; images: UploadedImage[]; opened?: OpenSurvey };

/** Where the member answers from: their time zone, for the activity the answer records. */
export type AnsweringContext = { timeZone: string };

/** A survey the member may answer now, with its questions. */
export type OpenSurvey = { survey: SurveyRow; questions: AdminSurveyQuestion[] };

/**
 * Loads a survey for answering, refused as `refuseUnanswerable` says: the survey, the member's
 * facts and the questions in one query (a row per question).
 */
export async function openSurvey(db: DbOrTx, user: User, surveyId: string, now = new Date()): Promise<OpenSurvey> {
  const rows = await db
    .select({
      survey: surveys,
      answered: answeredSql(user.id),
      checkedIn: checkedInSql(user.id),
      question: questionColumns,
    })
    .from(surveys)
    .leftJoin(surveyQuestions, eq(surveyQuestions.surveyId, surveys.id))
    .where(eq(surveys.id, surveyId))
    .orderBy(asc(surveyQuestions.position));
  const [first] = rows;
  const survey = first?.survey;
  refuseUnanswerable(survey, user, now, { answered: first?.answered ?? false, checkedIn: first?.checkedIn ?? false });
  const questions = rows.flatMap(({ question }) => (question ? [storedQuestion(question)] : []));
  return { survey, questions };
}

export const alreadyAnswered = () =>
  new AppError(409, errorCodes.surveyAlreadyAnswered, "You have already answered this survey.");

/**
 * Takes one of the survey's places: a conditional update that only succeeds while the survey is
 * open, unchanged since the answers were checked, and not full. It holds the survey row's lock
 * until the transaction ends, so parallel answers queue here and each sees the count the previous
 * one left: the limit cannot be overrun.
 */
async function takePlace(tx: Tx, survey: SurveyRow, user: User, now: Date): Promise<SurveyRow> {
  const [taken] = await tx
    .update(surveys)
    .set({ responseCount: sql`${surveys.responseCount} + 1` })
    .where(
      and(
        eq(surveys.id, survey.id),
        eq(surveys.status, "published"),
        eq(surveys.revision, survey.revision),
        lte(surveys.startsAt, now),
        gt(surveys.expiresAt, now),
        lt(surveys.responseCount, surveys.responseLimit),
      ),
    )
    .returning();
  if (taken) return taken;
  // Something changed since the first checks: say what, in the same order as before.
  const [current] = await tx.select().from(surveys).where(eq(surveys.id, survey.id));
  if (current && current.revision !== survey.revision && current.status === "published") {
    throw new AppError(409, errorCodes.surveyChanged, "This survey has just changed. Please open it again.");
  }
  await answerableSurvey(tx, current, user, now);
  throw surveyFull();
}

function answerRow(responseId: string, answer: CheckedAnswer, imageKeys: string[] | undefined) {
  return {
    id: newId(),
    responseId,
    questionId: answer.questionId,
    choiceIds: answer.choiceIds,
    otherText: answer.otherText,
    text: answer.text,
    number: answer.number,
    zip: answer.zip,
    date: answer.date,
    rating: answer.rating,
    note: answer.note,
    imageKeys: imageKeys ?? null,
  };
}

/** The most images each image question of an open survey takes. */
export function imageAllowanceOf({ questions }: OpenSurvey): Map<string, number> {
  return new Map(
    questions.flatMap((question) => (question.kind === "image" ? [[question.id, question.max_images]] : [])),
  );
}

/**
 * Opens the survey for a submission whose images are still to come, and checks every answer at
 * once, counting each image question as holding the most images it takes: a refused answer then
 * costs no image decode. Only how many images actually arrived is left for `submitSurvey`.
 */
export async function openForAnswers(db: DbOrTx, user: User, input: DoSurveyRequest): Promise<OpenSurvey> {
  const opened = await openSurvey(db, user, input.survey_id);
  checkAnswers(opened.questions, input.answers, imageAllowanceOf(opened));
  return opened;
}

/**
 * `POST surveys/do_survey`: checks the member may answer (unless that was done before the images
 * were read) and every answer against its question, stores the images, then in one transaction
 * takes a place, stores the response and its answers and posts the reward (history type Survey).
 * The place is taken only while the survey is still open and unchanged, so a survey opened a
 * moment earlier cannot be over-answered. If anything fails the stored images are removed.
 */
export async function submitSurvey(
  deps: { db: Db; storage: FileStorage },
  user: User,
  { input, images, opened }: SurveySubmission,
  { timeZone }: AnsweringContext,
): Promise<DoSurveyData> {
  const { db, storage } = deps;
  const now = new Date();
  const { survey, questions } = opened ?? (await openSurvey(db, user, input.survey_id, now));
  const imageCounts = new Map<string, number>();
  for (const image of images) imageCounts.set(image.questionId, (imageCounts.get(image.questionId) ?? 0) + 1);
  const { answers, path } = checkAnswers(questions, input.answers, imageCounts);

  const imageKeys = await storeSurveyImages(storage, images);
  try {
    return await db.transaction((tx) => storeResponse(tx, { survey, user, answers, path, imageKeys, now, timeZone }));
  } catch (error) {
    await removeSurveyImages(storage, [...imageKeys.values()].flat());
    throw error;
  }
}

type CheckedResponse = {
  survey: SurveyRow;
  user: User;
  answers: CheckedAnswer[];
  path: SurveyPath;
  imageKeys: ReadonlyMap<string, string[]>;
  now: Date;
  timeZone: string;
};

async function insertResponse(tx: Tx, values: typeof surveyResponses.$inferInsert) {
  try {
    await tx.insert(surveyResponses).values(values);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAnswered();
    throw error;
  }
}

/**
 * A screen-out: the logic found the member is not who the survey is for. The response is kept
 * (with what was shown, so the member cannot try another path) but takes no place and pays nothing;
 * the survey row's lock still orders it with an edit of the survey.
 */
async function storeScreenOut(tx: Tx, { survey, user, answers, path, imageKeys }: CheckedResponse) {
  const [current] = await tx.select().from(surveys).where(eq(surveys.id, survey.id)).for("update");
  if (current?.revision !== survey.revision) {
    throw new AppError(409, errorCodes.surveyChanged, "This survey has just changed. Please open it again.");
  }
  const responseId = newId();
  await insertResponse(tx, {
    id: responseId,
    surveyId: survey.id,
    userId: user.id,
    rewardCents: 0,
    shownQuestionIds: path.shown,
    ending: "screen_out",
    pageSeconds: await takeDraft(tx, survey.id, user.id, path.shown),
  });
  if (answers.length > 0) {
    await tx
      .insert(surveyAnswers)
      .values(answers.map((answer) => answerRow(responseId, answer, imageKeys.get(answer.questionId))));
  }
  const balance = await balanceOf(tx, user.id);
  return { response_id: responseId, ending: "screen_out" as const, reward: 0, remaining: balance };
}

/**
 * Takes a place, stores the response and its answers, posts the reward and records the
 * `survey_completed` activity (missions and invitations count it), in the caller's transaction.
 */
async function storeResponse(tx: Tx, response: CheckedResponse): Promise<DoSurveyData> {
  const { survey, user, answers, path, imageKeys, now, timeZone } = response;
  if (path.ending === "screen_out") return storeScreenOut(tx, response);
  const taken = await takePlace(tx, survey, user, now);
  const responseId = newId();
  await insertResponse(tx, {
    id: responseId,
    surveyId: survey.id,
    userId: user.id,
    rewardCents: taken.rewardCents,
    shownQuestionIds: path.shown,
    pageSeconds: await takeDraft(tx, survey.id, user.id, path.shown),
  });
  if (answers.length > 0) {
    await tx
      .insert(surveyAnswers)
      .values(answers.map((answer) => answerRow(responseId, answer, imageKeys.get(answer.questionId))));
  }
  const { entry } = await postPoints(tx, {
    userId: user.id,
    amountCents: taken.rewardCents,
    type: "Survey",
    cause: { kind: "survey", id: survey.id },
    idempotencyKey: `survey:${survey.id}:${user.id}`,
    // The history names its source ('Survey: Weekend in Bandung'), in the member's language.
    note: textIn(survey.title, surveyLocaleFor(survey, memberLanguage(user))),
  });
  await recordActivity(tx, {
    userId: user.id,
    kind: "survey_completed",
    cause: `${survey.id}:${user.id}`,
    detail: { survey_id: survey.id, reward: taken.rewardCents },
    timeZone,
    occurredAt: now,
  });
  return { response_id: responseId, ending: "complete", reward: taken.rewardCents, remaining: entry.balanceAfter };
}

/** Answers a survey that asks for no image inside the caller's transaction (the demo data's responses). */
export async function answerSurveyIn(
  tx: Tx,
  user: User,
  input: DoSurveyRequest,
  { timeZone }: AnsweringContext = { timeZone: "UTC" },
): Promise<DoSurveyData> {
  const now = new Date();
  const { survey, questions } = await openSurvey(tx, user, input.survey_id, now);
  const { answers, path } = checkAnswers(questions, input.answers, new Map());
  return storeResponse(tx, { survey, user, answers, path, imageKeys: new Map(), now, timeZone });
}
