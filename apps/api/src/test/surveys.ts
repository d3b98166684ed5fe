import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

const hour = 60 * 60 * 1000;

/** A published one-question survey paying `reward` cents, made through the admin API. */
export async function quickSurvey(app: FastifyInstance, adminToken: string, reward = 300) {
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/surveys",
    headers: { token: adminToken },
    payload: {
      title: { en: "Quick question", vi: "Câu hỏi nhanh", id: "Pertanyaan cepat" },
      reward,
      estimated_minutes: 1,
      starts_at: new Date(Date.now() - hour).toISOString(),
      expires_at: new Date(Date.now() + 7 * 24 * hour).toISOString(),
      response_limit: 1_000,
      questions: [
        {
          kind: "single_choice",
          title: { en: "Tea or coffee?", vi: "Trà hay cà phê?", id: "Teh atau kopi?" },
          choices: [
            { label: { en: "Tea", vi: "Trà", id: "Teh" } },
            { label: { en: "Coffee", vi: "Cà phê", id: "Kopi" } },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json().data as { id: string };
  const published = await app.inject({
    method: "POST",
    url: `/api/admin/surveys/${id}/publish`,
    headers: { token: adminToken },
  });
  expect(published.statusCode, published.body).toBe(200);
  const survey = published.json().data as { id: string; questions: { id: string; choices: { id: string }[] }[] };
  return survey;
}

/** Answers a survey made by `quickSurvey` as the member, with the JSON body (no images). */
export async function answerQuickSurvey(
  app: FastifyInstance,
  token: string,
  survey: Awaited<ReturnType<typeof quickSurvey>>,
  headers: Record<string, string> = {},
) {
  const [question] = survey.questions;
  return app.inject({
    method: "POST",
    url: "/api/surveys/do_survey",
    headers: { token, ...headers },
    payload: {
      survey_id: survey.id,
      answers: [{ question_id: question?.id, choice_ids: [question?.choices[0]?.id] }],
    },
  });
}
