import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { balanceOf, entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import { surveyResponses, surveys } from "./tables.js";
import { createAdmin, createMember, publishedSurvey } from "./test-support.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("do_survey under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t.database.db)).token;
  });
  afterAll(() => t.close());

  const textSurvey = () =>
    publishedSurvey(t.app, adminToken, {
      response_limit: 15,
      questions: [{ kind: "free_text", title: { en: "Anything?", vi: "Gì không?" } }],
    });
  const answer = (token: string, surveyId: string, questionId: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/surveys/do_survey",
      headers: { token },
      payload: { survey_id: surveyId, answers: [{ question_id: questionId, text: "Yes" }] },
    });
  const responsesTo = (surveyId: string) =>
    t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  const surveyRewards = async (userIds: string[], surveyId: string) => {
    const entries = await Promise.all(userIds.map((id) => entriesOf(t.database.db, id, { limit: 10 })));
    return entries.flat().filter((entry) => entry.historyType === "Survey" && entry.causeId === surveyId).length;
  };

  it("gives 10 places left to exactly 10 of 50 members answering at once", async () => {
    const survey = await textSurvey();
    await t.database.db.update(surveys).set({ responseCount: 5 }).where(eq(surveys.id, survey.id));
    const members = await Promise.all(Array.from({ length: 50 }, () => createMember(t.database.db)));
    const questionId = survey.questions[0]?.id ?? "";

    const responses = await Promise.all(members.map((member) => answer(member.token, survey.id, questionId)));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe("survey_full");
    }
    expect(await responsesTo(survey.id)).toHaveLength(10);
    expect(
      await surveyRewards(
        members.map((member) => member.user.id),
        survey.id,
      ),
    ).toBe(10);
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row?.responseCount).toBe(15);
    const balances = await Promise.all(members.map((member) => balanceOf(t.database.db, member.user.id)));
    expect(balances.filter((balance) => balance === 250)).toHaveLength(10);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("takes one member's 10 simultaneous answers once", async () => {
    const survey = await textSurvey();
    const member = await createMember(t.database.db);
    const questionId = survey.questions[0]?.id ?? "";

    const responses = await Promise.all(Array.from({ length: 10 }, () => answer(member.token, survey.id, questionId)));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().code).toBe(123);
    expect(await responsesTo(survey.id)).toHaveLength(1);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(250);
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row?.responseCount).toBe(1);
  });

  it("turns one member's draft into one response while saves and answers race", async () => {
    const survey = await textSurvey();
    const member = await createMember(t.database.db);
    const questionId = survey.questions[0]?.id ?? "";
    const save = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/surveys/${survey.id}/draft`,
        headers: { token: member.token },
        payload: {
          answers: [{ question_id: questionId, text: "Ye" }],
          times: [{ question_id: questionId, seconds: 9 }],
        },
      });
    expect((await save()).statusCode).toBe(200);

    const raced = await Promise.all([
      ...Array.from({ length: 5 }, () => answer(member.token, survey.id, questionId)),
      ...Array.from({ length: 5 }, save),
    ]);

    const answered = raced.slice(0, 5);
    expect(answered.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const [response] = await responsesTo(survey.id);
    expect(await responsesTo(survey.id)).toHaveLength(1);
    expect(response?.pageSeconds.length).toBeLessThanOrEqual(1);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(250);
    // Saves that ran after the answer are refused (123), so no draft outlives its response for long.
    for (const late of raced.slice(5).filter((r) => r.statusCode !== 200)) expect(late.json().code).toBe(123);
  });
});
