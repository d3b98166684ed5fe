import { type AdminSurveyQuestion, errorCodes, type SurveyLocale } from "@rewards/contracts";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { csvLine } from "../../lib/csv.js";
import { users } from "../users/index.js";
import { questionsOf } from "./authoring.js";
import { storedQuestion, textIn } from "./questions.js";
import { type SurveyAnswerRow, surveyAnswers, surveyResponses, surveys } from "./tables.js";

/** Responses read per round trip while the file streams out. */
const batchSize = 500;

function header(questions: AdminSurveyQuestion[], locale: SurveyLocale): string[] {
  const columns = ["response_id", "answered_at", "market", "reward"];
  questions.forEach((question, index) => {
    const title = `Q${index + 1} ${textIn(question.title, locale)}`;
    columns.push(title);
    if (question.requires_note) columns.push(`${title} (note)`);
  });
  return columns;
}

/** One answer as a cell: choices by their labels ('Other' with what the member wrote), images counted. */
function answerCell(question: AdminSurveyQuestion, answer: SurveyAnswerRow | undefined, locale: SurveyLocale) {
  if (!answer) return null;
  switch (question.kind) {
    case "single_choice":
    case "multiple_choice":
      return (answer.choiceIds ?? [])
        .map((id) => {
          const choice = question.choices.find((candidate) => candidate.id === id);
          const label = choice ? textIn(choice.label, locale) : id;
          return choice?.other && answer.otherText ? `${label}: ${answer.otherText}` : label;
        })
        .join("; ");
    case "free_text":
      return answer.text;
    case "number":
      return answer.number;
    case "zip_code":
      return answer.zip;
    case "date":
      return answer.date;
    case "rating":
      return answer.rating;
    case "image":
      return answer.imageKeys?.length ?? 0;
  }
}

/**
 * `GET /api/admin/surveys/{id}/responses.csv`: every response, oldest first, one column per
 * question (and its note), in `locale`. A generator, so the file streams out a batch at a time
 * however many responses there are; every cell is written formula-safe (`csvCell`).
 */
export async function surveyResponsesCsv(db: Db, surveyId: string, locale: SurveyLocale) {
  const [survey] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw new AppError(404, errorCodes.notFound, "This survey does not exist.");
  const questions = (await questionsOf(db, surveyId)).map(storedQuestion);

  async function* lines() {
    // A byte-order mark, so spreadsheets read the Vietnamese and Indonesian text as UTF-8.
    yield `\uFEFF${csvLine(header(questions, locale))}`;
    let after: string | null = null;
    for (;;) {
      const responses = await db
        .select({ response: surveyResponses, market: users.market })
        .from(surveyResponses)
        .innerJoin(users, eq(users.id, surveyResponses.userId))
        .where(and(eq(surveyResponses.surveyId, surveyId), after ? gt(surveyResponses.id, after) : undefined))
        .orderBy(asc(surveyResponses.id))
        .limit(batchSize);
      if (responses.length === 0) return;
      const ids = responses.map(({ response }) => response.id);
      const answers = await db.select().from(surveyAnswers).where(inArray(surveyAnswers.responseId, ids));
      let chunk = "";
      for (const { response, market } of responses) {
        const mine = answers.filter((answer) => answer.responseId === response.id);
        const cells: (string | number | null)[] = [
          response.id,
          response.createdAt.toISOString(),
          market,
          response.rewardCents,
        ];
        for (const question of questions) {
          const answer = mine.find((candidate) => candidate.questionId === question.id);
          cells.push(answerCell(question, answer, locale));
          if (question.requires_note) cells.push(answer?.note ?? null);
        }
        chunk += csvLine(cells);
      }
      yield chunk;
      after = ids[ids.length - 1] ?? null;
    }
  }
  return lines();
}
