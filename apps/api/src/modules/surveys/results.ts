import { errorCodes, type SurveyLocale, type SurveyResult } from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { User } from "../users/index.js";
import { isTargeted, memberTraits, unavailable } from "./access.js";
import { questionsOf } from "./authoring.js";
import { surveyLocaleFor, toSummary } from "./present.js";
import { storedQuestion, textIn } from "./questions.js";
import { type SurveyRow, surveyAnswers, surveyResponses, surveys } from "./tables.js";

export async function visibleSurvey(db: Db, id: string): Promise<SurveyRow> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!survey || survey.status === "draft") throw unavailable();
  return survey;
}

/**
 * `surveys/{id}/result`: the member's own answers and reward; nobody else's. Answer images are
 * private: each comes as a short-lived link that `privateUrl` signs once the owner is known.
 */
export async function ownResult(
  db: Db,
  user: User,
  id: string,
  preferred: SurveyLocale,
  privateUrl: (key: string) => Promise<string>,
): Promise<SurveyResult> {
  const survey = await visibleSurvey(db, id);
  const [response] = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, id), eq(surveyResponses.userId, user.id)));
  if (!response) throw new AppError(404, errorCodes.surveyNotAnswered, "You have not answered this survey.");
  const questions = (await questionsOf(db, id)).map(storedQuestion);
  const answers = await db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, response.id));
  const imageKeys = answers.flatMap((answer) => answer.imageKeys ?? []);
  const links = new Map(await Promise.all(imageKeys.map(async (key) => [key, await privateUrl(key)] as const)));
  const locale = surveyLocaleFor(survey, preferred);
  const now = new Date();
  const facts = {
    answered: true,
    eligible: isTargeted(survey, memberTraits(user, now)),
    // They answered, so they had checked in wherever the survey asked.
    checkedIn: true,
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
          images: (answer.imageKeys ?? []).flatMap((key) => links.get(key) ?? []),
        },
      ];
    }),
  };
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
