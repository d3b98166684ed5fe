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
