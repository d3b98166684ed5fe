import { type AdminSurvey, logicMessages, type QuestionDefinitionInput, surveyMessages } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { balanceOf } from "../ledger/index.js";
import { surveyResponses } from "./tables.js";
import { createAdmin, createMember, publishedSurvey } from "./test-support.js";

const en = (text: string) => ({ en: text, vi: `${text} (vi)` });
const choice = (label: string) => ({ label: en(label) });

/** Coffee drinkers go on to cups; others jump to the last question; "never" screens out; q3 is for heavy drinkers. */
const branching: QuestionDefinitionInput[] = [
  {
    kind: "single_choice",
    key: "coffee",
    title: en("Do you drink coffee?"),
    choices: [choice("Yes"), choice("No"), choice("Never heard of it")],
    jumps: [
      { choice: "c2", to: "last" },
      { choice: "c3", to: "end:screen_out" },
    ],
  },
  { kind: "number", key: "cups", title: en("Cups a day?"), min: 0, max: 20, integer: true },
  {
    kind: "free_text",
    title: en("Why so many?"),
    condition: { combine: "all", rules: [{ question: "cups", op: "between", min: 4, max: 20 }] },
  },
  { kind: "rating", key: "last", title: en("Rate your mornings"), scale_max: 5, required: false },
];

describe("a survey's logic through the API", () => {
  let t: TestApp;
  let adminToken: string;
  let survey: AdminSurvey;
  const questionAt = (position: number) =>
    survey.questions.find((q) => q.position === position) as AdminSurvey["questions"][number];
  const choiceAt = (position: number, index: number) => {
    const question = questionAt(position);
    return "choices" in question ? (question.choices[index]?.id ?? "") : "";
  };
  const submit = (token: string, answers: object[]) =>
    t.app.inject({
      method: "POST",
      url: "/api/surveys/do_survey",
      headers: { token },
      payload: { survey_id: survey.id, answers },
    });

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t.database.db)).token;
    survey = await publishedSurvey(t.app, adminToken, { questions: branching });
  });
  afterAll(() => t.close());

  it("keeps the keys, conditions and jumps, filling in the keys left out", () => {
    expect(survey.questions.map((q) => [q.key, q.required, q.jumps.length, q.condition !== null])).toEqual([
      ["coffee", true, 2, false],
      ["cups", true, 0, false],
      ["q3", true, 0, true],
      ["last", false, 0, false],
    ]);
  });

  it("gives members the logic with the questions, so the browser can walk it", async () => {
    const member = await createMember(t.database.db);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/surveys/${survey.id}`,
      headers: { token: member.token },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const [first] = detail.json().data.questions;
    expect(first).toMatchObject({
      key: "coffee",
      jumps: [
        { choice: "c2", to: "last" },
        { choice: "c3", to: "end:screen_out" },
      ],
    });
    expect(first.choices.map((c: { key: string }) => c.key)).toEqual(["c1", "c2", "c3"]);
  });

  it("refuses an answer to a hidden question and a skipped required one, naming the question", async () => {
    const member = await createMember(t.database.db);
    const hidden = await submit(member.token, [
      { question_id: questionAt(0).id, choice_ids: [choiceAt(0, 0)] },
      { question_id: questionAt(1).id, number: 1 },
      { question_id: questionAt(2).id, text: "Because" },
    ]);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ message: surveyMessages.notShown, field: `answers.${questionAt(2).id}` });

    const skipped = await submit(member.token, [
      { question_id: questionAt(0).id, choice_ids: [choiceAt(0, 0)] },
      { question_id: questionAt(1).id, number: 6 },
    ]);
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().field).toBe(`answers.${questionAt(2).id}`);
    expect(
      await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, member.user.id)),
    ).toEqual([]);
  });

  it("stores which questions the member was shown, in order", async () => {
    const member = await createMember(t.database.db);
    const response = await submit(member.token, [{ question_id: questionAt(0).id, choice_ids: [choiceAt(0, 1)] }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ ending: "complete", reward: 250 });
    const [stored] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, member.user.id));
    expect(stored?.shownQuestionIds).toEqual([questionAt(0).id, questionAt(3).id]);
  });

  it("keeps a screen-out's response but pays nothing and takes no place", async () => {
    const member = await createMember(t.database.db);
    const response = await submit(member.token, [{ question_id: questionAt(0).id, choice_ids: [choiceAt(0, 2)] }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ ending: "screen_out", reward: 0, remaining: 0 });
    expect(await balanceOf(t.database.db, member.user.id)).toBe(0);
    const again = await submit(member.token, [{ question_id: questionAt(0).id, choice_ids: [choiceAt(0, 0)] }]);
    expect(again.statusCode).toBe(409);

    const edit = await t.app.inject({
      method: "GET",
      url: `/api/admin/surveys/${survey.id}`,
      headers: { token: adminToken },
    });
    expect(edit.json().data.responded).toBe(1);
  });

  it("refuses broken logic when the survey is written, naming the field", async () => {
    const cases: [QuestionDefinitionInput[], string, string][] = [
      [
        [
          { kind: "number", title: en("A"), condition: { rules: [{ question: "q2", op: "answered" }] } },
          { kind: "number", title: en("B") },
        ],
        "questions.0.condition.rules.0.question",
        logicMessages.laterQuestion,
      ],
      [
        [
          { kind: "number", title: en("A") },
          { kind: "number", title: en("B"), condition: { rules: [{ question: "gone", op: "answered" }] } },
        ],
        "questions.1.condition.rules.0.question",
        logicMessages.missingQuestion,
      ],
      [
        [
          { kind: "number", title: en("A") },
          {
            kind: "single_choice",
            title: en("B"),
            choices: [choice("x"), choice("y")],
            jumps: [{ choice: "c1", to: "q1" }],
          },
        ],
        "questions.1.jumps.0.to",
        logicMessages.jumpBack,
      ],
      [
        [
          {
            kind: "single_choice",
            title: en("A"),
            choices: [choice("x"), choice("y")],
            jumps: [
              { choice: "c1", to: "q3" },
              { choice: "c2", to: "end:complete" },
            ],
          },
          { kind: "number", title: en("B") },
          { kind: "number", title: en("C") },
        ],
        "questions.1",
        logicMessages.unreachable,
      ],
    ];
    for (const [questions, field, message] of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/surveys",
        headers: { token: adminToken },
        payload: { ...survey, title: en("Broken"), description: undefined, questions },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expect(response.json().message).toContain(message);
    }
  });
});
