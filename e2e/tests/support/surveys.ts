import type { APIRequestContext } from "@playwright/test";
import { expect } from "./accounts.js";

/** What the tests read of a listed survey (the API's survey summary). */
export type ListedSurvey = {
  id: string;
  title: string;
  question_count: number;
  ongoing: boolean;
  eligible: boolean;
  answered: boolean;
  checked_in: boolean;
};

/**
 * The first survey in the signed-in member's list that opens on its questions: ongoing, meant for
 * them, not answered, and bound to no store they have yet to visit. Other tests publish surveys
 * of their own meanwhile, so the list's first is not always one the member can answer.
 */
export async function answerableSurvey(request: APIRequestContext): Promise<ListedSurvey> {
  const response = await request.get("/api/v1/list_surveys?tab=all", { headers: { platform: "3" } });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: ListedSurvey[] };
  const survey = data.find((one) => one.ongoing && one.eligible && !one.answered && one.checked_in);
  if (!survey) throw new Error("the member has no survey to answer");
  return survey;
}

/** What answering a question takes, as the member's survey detail gives it. */
type AskedQuestion = {
  id: string;
  kind: string;
  requires_note: boolean;
  choices?: { id: string; other: boolean }[];
  min_selections?: number;
  min?: number | null;
  scale_max?: number;
};

/**
 * Answers `surveyId` for the signed-in member through the API, each question as simply as it
 * allows (the first choices, the least number, the top rating, `image` where one is asked).
 */
export async function answerSurvey(request: APIRequestContext, surveyId: string, image: Buffer): Promise<void> {
  const detail = await request.get(`/api/surveys/${surveyId}`, { headers: { platform: "3" } });
  expect(detail.ok(), await detail.text()).toBe(true);
  const { questions } = ((await detail.json()) as { data: { questions: AskedQuestion[] } }).data;
  const images: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  const answers = questions.map((question) => {
    const answer = { question_id: question.id, ...(question.requires_note && { note: "Fine" }) };
    const plain = (question.choices ?? []).filter((choice) => !choice.other).map((choice) => choice.id);
    switch (question.kind) {
      case "single_choice":
        return { ...answer, choice_ids: plain.slice(0, 1) };
      case "multiple_choice":
        return { ...answer, choice_ids: plain.slice(0, question.min_selections ?? 1) };
      case "number":
        return { ...answer, number: question.min ?? 0 };
      case "rating":
        return { ...answer, rating: question.scale_max ?? 1 };
      case "free_text":
        return { ...answer, text: "Fine, thanks" };
      case "image":
        images[`images[${question.id}]`] = { name: "answer.png", mimeType: "image/png", buffer: image };
        return answer;
      default:
        throw new Error(`no simple answer to a ${question.kind} question`);
    }
  });
  const sent = await request.post("/api/surveys/do_survey", {
    headers: { platform: "3" },
    multipart: { data: JSON.stringify({ survey_id: surveyId, answers }), ...images },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}
