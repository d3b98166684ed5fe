import { type AdminSurvey, surveyMessages } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { pruneSurveyDrafts } from "./draft-handover.js";
import { saveSurveyDraft } from "./drafts.js";
import { surveyDrafts, surveyResponses } from "./tables.js";
import { createAdmin, createMember, publishedSurvey } from "./test-support.js";

const en = (text: string) => ({ en: text, vi: `${text} (vi)` });
const day = 24 * 60 * 60 * 1000;

describe("survey drafts: answers kept as the member goes", () => {
  let t: TestApp;
  let survey: AdminSurvey;
  const ids = () => survey.questions.map((question) => question.id) as [string, string, string, string];
  const choiceOf = (index: number) => {
    const first = survey.questions[0];
    return first && "choices" in first ? (first.choices[index]?.id ?? "") : "";
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.database.db);
    survey = await publishedSurvey(t.app, admin.token, {
      questions: [
        {
          kind: "single_choice",
          title: en("Tea or coffee?"),
          choices: [{ label: en("Tea") }, { label: en("Coffee") }],
          jumps: [{ choice: "c1", to: "q4" }],
        },
        { kind: "number", title: en("Cups?"), min: 0, max: 9 },
        { kind: "image", title: en("A photo"), required: false },
        { kind: "free_text", title: en("Anything else?") },
      ],
    });
  });
  afterAll(() => t.close());

  const put = (token: string, payload: unknown, id = survey.id) =>
    t.app.inject({ method: "PUT", url: `/api/surveys/${id}/draft`, headers: { token }, payload: payload as object });
  const get = (token: string) =>
    t.app.inject({ method: "GET", url: `/api/surveys/${survey.id}/draft`, headers: { token } });

  it("keeps the answers, the question reached and the time per page, and reads them back", async () => {
    const member = await createMember(t.database.db);
    expect((await get(member.token)).json().data).toBeNull();
    const [pick, cups, , anything] = ids();
    const saved = await put(member.token, {
      answers: [
        { question_id: pick, choice_ids: [choiceOf(1)] },
        { question_id: cups, number: 2 },
      ],
      current_question_id: anything,
      times: [
        { question_id: pick, seconds: 4 },
        { question_id: cups, seconds: 7 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await get(member.token)).json().data;
    expect(read).toMatchObject({ current_question_id: anything, answers: [{ question_id: pick }, { number: 2 }] });
    expect(Date.parse(read.expires_at) - Date.parse(read.saved_at)).toBe(7 * day);

    // A save replaces the draft: still one per member and survey.
    expect((await put(member.token, { answers: [], current_question_id: pick })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(surveyDrafts).where(eq(surveyDrafts.userId, member.user.id));
    expect(rows.map((row) => [row.answers.length, row.currentQuestionId])).toEqual([[0, pick]]);
  });

  it("refuses what a draft cannot hold, naming the field, and stores nothing", async () => {
    const member = await createMember(t.database.db);
    const [pick, cups, photo] = ids();
    const cases: [unknown, number, string, string?][] = [
      // "Tea" jumps past the cups: an answer there was not shown.
      [
        {
          answers: [
            { question_id: pick, choice_ids: [choiceOf(0)] },
            { question_id: cups, number: 1 },
          ],
        },
        400,
        `answers.${cups}`,
        surveyMessages.notShown,
      ],
      [{ answers: [{ question_id: "nope" }] }, 400, "answers.nope"],
      [{ answers: [{ question_id: photo }] }, 400, `answers.${photo}`],
      [{ answers: [], current_question_id: survey.id }, 400, "current_question_id"],
      [{ answers: [], times: [{ question_id: pick, seconds: 90_000 }] }, 400, "times.0.seconds"],
      [{ answers: [], times: [{ question_id: survey.id, seconds: 3 }] }, 400, "times.0.question_id"],
    ];
    for (const [payload, status, field, message] of cases) {
      const response = await put(member.token, payload);
      expect(response.statusCode, field).toBe(status);
      expect(response.json().field).toBe(field);
      if (message) expect(response.json().message).toBe(message);
    }
    const oversized = await put(member.token, { answers: [{ question_id: pick, text: "x".repeat(70_000) }] });
    expect(oversized.statusCode).toBe(413);
    expect(await t.database.db.select().from(surveyDrafts).where(eq(surveyDrafts.userId, member.user.id))).toEqual([]);
  });

  it("turns the draft into the response in the answer's transaction, with the time per shown page", async () => {
    const member = await createMember(t.database.db);
    const [pick, cups, , anything] = ids();
    await put(member.token, {
      answers: [{ question_id: pick, choice_ids: [choiceOf(1)] }],
      current_question_id: cups,
      times: [
        { question_id: pick, seconds: 5 },
        { question_id: cups, seconds: 8 },
        { question_id: anything, seconds: 3 },
      ],
    });
    const answered = await t.app.inject({
      method: "POST",
      url: "/api/surveys/do_survey",
      headers: { token: member.token },
      payload: {
        survey_id: survey.id,
        answers: [
          { question_id: pick, choice_ids: [choiceOf(1)] },
          { question_id: cups, number: 3 },
          { question_id: anything, text: "No" },
        ],
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [response] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, member.user.id));
    expect(response?.pageSeconds).toEqual([
      { question_id: pick, seconds: 5 },
      { question_id: cups, seconds: 8 },
      { question_id: anything, seconds: 3 },
    ]);
    expect(await t.database.db.select().from(surveyDrafts).where(eq(surveyDrafts.userId, member.user.id))).toEqual([]);
    // Answered: the draft cannot be read or written again.
    expect((await get(member.token)).json().code).toBe(123);
    expect((await put(member.token, { answers: [] })).json().code).toBe(123);
  });

  it("forgets a draft 7 days after its last save", async () => {
    const member = await createMember(t.database.db);
    await saveSurveyDraft(t.database.db, member.user, survey.id, { answers: [], current_question_id: null, times: [] });
    const [saved] = await t.database.db.select().from(surveyDrafts).where(eq(surveyDrafts.userId, member.user.id));
    expect(saved?.expiresAt.getTime()).toBe((saved?.savedAt.getTime() ?? 0) + 7 * day);
    // Seven days on:
    await t.database.db
      .update(surveyDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(surveyDrafts.userId, member.user.id));
    expect((await get(member.token)).json().data).toBeNull();
    expect(await pruneSurveyDrafts(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(surveyDrafts).where(eq(surveyDrafts.userId, member.user.id))).toEqual([]);
  });
});
