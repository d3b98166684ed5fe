import type { AdminSurvey } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../lib/csv.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMember, doSurvey, imageQuestionOf, publishedSurvey, tinyPng, validAnswers } from "./test-support.js";

let t: TestApp;
let authorToken: string;
let survey: AdminSurvey;

beforeAll(async () => {
  t = await createTestApp();
  authorToken = (await createSignedInUser(t.database.db, { roles: ["member", "author"] })).token;
  survey = await publishedSurvey(t.app, authorToken);
  const png = await tinyPng();
  const other = survey.questions[0];
  const otherChoice = other && "choices" in other ? other.choices[2]?.id : undefined;
  const answers = [
    validAnswers(survey, { 2: { text: '=HYPERLINK("http://evil.example","click")' } }),
    validAnswers(survey, { 0: { choice_ids: [otherChoice], other_text: "Cocoa, hot" } }),
  ];
  for (const answer of answers) {
    const member = await createMember(t.database.db);
    const response = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: answer }, [
      { questionId: imageQuestionOf(survey), data: png },
    ]);
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t.close());

const exportCsv = (token: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/surveys/${survey.id}/responses.csv${query}`, headers: { token } });

describe("GET /api/admin/surveys/{id}/responses.csv", () => {
  it("streams one line per response with a column per question and note, in the chosen language", async () => {
    const response = await exportCsv(authorToken, "?locale=vi");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="survey-${survey.id}-responses.csv"`);
    expect(response.body.startsWith("\uFEFF")).toBe(true);

    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 6)).toEqual([
      "response_id",
      "answered_at",
      "market",
      "reward",
      "Q1 Bạn uống gì?",
      "Q2 Bạn ăn gì?",
    ]);
    expect(header).toContain("Q7 Chấm điểm bữa sáng (note)");
    expect(rows).toHaveLength(2);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const [first, second] = rows;
    expect(first?.[column("market")]).toBe("indo");
    expect(first?.[column("reward")]).toBe("250");
    expect(first?.[column("Q2 Bạn ăn gì?")]).toBe("Cơm; Phở");
    expect(first?.[column("Q8 Ảnh bữa sáng")]).toBe("1");
    expect(first?.[column("Q7 Chấm điểm bữa sáng (note)")]).toBe("Good enough");
    expect(second?.[column("Q1 Bạn uống gì?")]).toBe("Khác: Cocoa, hot");
  });

  it("writes what a member typed as text, never as a formula", async () => {
    const response = await exportCsv(authorToken);
    const [header, first] = parseCsv(response.body);
    expect(first?.[header?.indexOf("Q3 Why?") ?? -1]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("records who exported it, answers 404 for an unknown survey and refuses support", async () => {
    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit_log?action=survey.export&target_id=${survey.id}`,
      headers: { token: (await createSignedInUser(t.database.db, { roles: ["admin"] })).token },
    });
    expect(log.json().meta.total).toBe(2);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/admin/surveys/0190f3d2-0000-7000-8000-000000000000/responses.csv",
      headers: { token: authorToken },
    });
    expect(unknown.statusCode).toBe(404);
    const support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    expect((await exportCsv(support.token)).statusCode).toBe(403);
  });
});
