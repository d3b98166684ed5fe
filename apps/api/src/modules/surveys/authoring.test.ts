import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  createAdmin,
  createMember,
  doSurvey,
  everyKindDefinition,
  imageQuestionOf,
  publishedSurvey,
  tinyPng,
  validAnswers,
} from "./test-support.js";

describe("survey authoring (/api/admin/surveys)", () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t.database.db)).token;
  });
  afterAll(() => t.close());

  const create = (payload: object, token = adminToken) =>
    t.app.inject({ method: "POST", url: "/api/admin/surveys", headers: { token }, payload });
  const act = (id: string, action: string) =>
    t.app.inject({ method: "POST", url: `/api/admin/surveys/${id}/${action}`, headers: { token: adminToken } });

  it("is for admins only, who are checked before the body", async () => {
    const member = await createMember(t.database.db);
    const refused = await create({}, member.token);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/surveys", payload: {} })).statusCode).toBe(401);
  });

  it("refuses question definitions that cannot be answered, naming the field", async () => {
    const base = everyKindDefinition();
    const broken: [object, string][] = [
      [{ kind: "free_text", title: { en: "a", vi: "a" }, min_length: 10, max_length: 5 }, "questions.0.min_length"],
      [{ kind: "number", title: { en: "a", vi: "a" }, min: 5, max: 1 }, "questions.0.min"],
      [{ kind: "image", title: { en: "a", vi: "a" }, max_images: 11 }, "questions.0.max_images"],
      [{ kind: "image", title: { en: "a", vi: "a" }, min_images: 3, max_images: 2 }, "questions.0.min_images"],
      [{ kind: "rating", title: { en: "a", vi: "a" }, scale_max: 1 }, "questions.0.scale_max"],
      [
        {
          kind: "single_choice",
          title: { en: "a", vi: "a" },
          choices: [{ label: { en: "Yes", vi: "Có" } }, { label: { en: "yes", vi: "Không" } }],
        },
        "questions.0.choices",
      ],
      [
        {
          kind: "multiple_choice",
          title: { en: "a", vi: "a" },
          choices: [{ label: { en: "A", vi: "A" } }, { label: { en: "B", vi: "B" } }],
          max_selections: 3,
        },
        "questions.0.max_selections",
      ],
      [{ kind: "free_text", title: { en: "English only" } }, "questions.0.title"],
    ];
    for (const [question, field] of broken) {
      const response = await create({ ...base, questions: [question] });
      expect(response.statusCode, JSON.stringify(question)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const backwards = await create({ ...base, expires_at: base.starts_at });
    expect(backwards.json().field).toBe("expires_at");
    const targeting = await create({ ...base, targeting: { min_age: 40, max_age: 20 } });
    expect(targeting.json().field).toBe("targeting.min_age");
  });

  it("creates a draft, publishes it, closes it and announces the results", async () => {
    const draft = await publishedSurvey(t.app, adminToken, {}, { publish: false });
    expect(draft).toMatchObject({ status: "draft", responded: 0, reward: 250 });
    expect(draft.questions).toHaveLength(8);
    expect((await act(draft.id, "close")).json().code).toBe("survey_state_conflict");
    expect((await act(draft.id, "publish")).json().data.status).toBe("published");
    expect((await act(draft.id, "publish")).statusCode).toBe(409);
    const closed = (await act(draft.id, "close")).json().data;
    expect(closed).toMatchObject({ status: "closed" });
    expect(closed.closed_at).not.toBeNull();
    const announced = (await act(draft.id, "announce_results")).json().data;
    expect(announced.results_announced_at).not.toBeNull();
    expect((await act(draft.id, "announce_results")).json().data.results_announced_at).toBe(
      announced.results_announced_at,
    );
  });

  it("lets an admin edit a survey until its first response, then never", async () => {
    const survey = await publishedSurvey(t.app, adminToken);
    const edit = (title: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/surveys/${survey.id}`,
        headers: { token: adminToken },
        payload: everyKindDefinition({ title: { en: title, vi: title } }),
      });
    const edited = await edit("Renamed");
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.title.en).toBe("Renamed");
    const current = edited.json().data;

    const member = await createMember(t.database.db);
    const answered = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: validAnswers(current) }, [
      { questionId: imageQuestionOf(current), data: await tinyPng() },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    const locked = await edit("Too late");
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe("survey_locked");
  });

  it("refuses answers checked against questions an admin has since replaced", async () => {
    const survey = await publishedSurvey(t.app, adminToken);
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/surveys/${survey.id}`,
      headers: { token: adminToken },
      payload: everyKindDefinition(),
    });
    const member = await createMember(t.database.db);
    const stale = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: validAnswers(survey) }, [
      { questionId: imageQuestionOf(survey), data: await tinyPng() },
    ]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe("Invalid input");
  });
});
