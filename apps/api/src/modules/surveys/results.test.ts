import type { AdminSurvey } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { numberBuckets, percentOf } from "./statistics.js";
import {
  createAdmin,
  createMember,
  doSurvey,
  imageQuestionOf,
  publishedSurvey,
  tinyPng,
  validAnswers,
} from "./test-support.js";

describe("survey results", () => {
  let t: TestApp;
  let adminToken: string;
  let survey: AdminSurvey;
  let first: Awaited<ReturnType<typeof createMember>>;
  let second: Awaited<ReturnType<typeof createMember>>;

  const get = (url: string, token: string) => t.app.inject({ url: `/api${url}`, headers: { token } });

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t.database.db)).token;
    survey = await publishedSurvey(t.app, adminToken);
    first = await createMember(t.database.db);
    second = await createMember(t.database.db);
    const png = await tinyPng();
    const tea = survey.questions[0] && "choices" in survey.questions[0] ? survey.questions[0].choices[1]?.id : "";
    for (const [member, change] of [
      [first, {}],
      [second, { 0: { choice_ids: [tea] }, 3: { number: 10 }, 6: { rating: 2, note: "Meh" } }],
    ] as const) {
      const response = await doSurvey(
        t.app,
        member.token,
        { survey_id: survey.id, answers: validAnswers(survey, change) },
        [{ questionId: imageQuestionOf(survey), data: png }],
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it("shows the member their own answers, reward and images, and nobody else's", async () => {
    const response = await get(`/surveys/${survey.id}/result`, first.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ reward: 250, survey: { id: survey.id, answered: true } });
    expect(data.answers[0]).toMatchObject({ kind: "single_choice", choices: ["Coffee"] });
    expect(data.answers[6]).toMatchObject({ rating: 4, note: "Good enough" });
    const [image] = data.answers[7].images as string[];
    expect(image).toMatch(/^\/api\/files\/survey-images\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=[\w-]+$/);

    // The signed link is the permission: it works without a session, for a few minutes.
    const own = await t.app.inject({ url: image ?? "" });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(own.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);

    // The older address sends only the owner on to a fresh link.
    const file = /survey-images\/([^?]+)/.exec(image ?? "")?.[1];
    const older = await t.app.inject({ url: `/api/surveys/images/${file}`, headers: { token: first.token } });
    expect(older.statusCode).toBe(302);
    expect(older.headers.location).toMatch(/^\/api\/files\/survey-images\//);
    expect(
      (await t.app.inject({ url: `/api/surveys/images/${file}`, headers: { token: second.token } })).statusCode,
    ).toBe(404);

    // The other member's result never carries this member's image.
    const theirs = await get(`/surveys/${survey.id}/result`, second.token);
    expect(theirs.body).not.toContain(file);

    const outsider = await createMember(t.database.db);
    const none = await get(`/surveys/${survey.id}/result`, outsider.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe("survey_not_answered");
  });

  it("keeps the summary report back until the results are announced", async () => {
    const early = await get(`/surveys/${survey.id}/survey_view_pr`, first.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: "The summary report is not available now" });
  });

  it("then shows counts, percentages, averages and distributions, and only counts of free answers", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/admin/surveys/${survey.id}/announce_results`,
      headers: { token: adminToken },
    });
    const response = await get(`/surveys/${survey.id}/survey_view_pr`, first.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.responses).toBe(2);
    const [drink, food, why, cups, , , rating, photo] = data.questions;
    expect(
      drink.choices.map((c: { label: string; count: number; percent: number }) => [c.label, c.count, c.percent]),
    ).toEqual([
      ["Coffee", 1, 50],
      ["Tea", 1, 50],
      ["Other", 0, 0],
    ]);
    expect(food.choices.map((c: { count: number }) => c.count)).toEqual([2, 0, 2]);
    expect(why).toEqual({ question_id: why.question_id, kind: "free_text", title: "Why?", answered: 2 });
    expect(cups).toMatchObject({ average: 6, min: 2, max: 10 });
    expect(cups.distribution[0]).toMatchObject({ from: 0, to: 2, count: 0 });
    expect(cups.distribution[1]).toMatchObject({ from: 2, to: 4, count: 1, percent: 50 });
    expect(cups.distribution[4]).toMatchObject({ from: 8, to: 10, count: 1 });
    expect(rating).toMatchObject({ average: 3 });
    expect(rating.distribution.map((bucket: { count: number }) => bucket.count)).toEqual([0, 1, 0, 1, 0]);
    expect(photo).toMatchObject({ kind: "image", answered: 2 });
    expect(JSON.stringify(data)).not.toContain("It wakes me up");
  });

  it("rounds shares to one decimal and buckets numbers over the question's range", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
    expect(numberBuckets([{ value: 7, count: 2 }], 7, 7, 2)).toEqual([{ from: 7, to: 7, count: 2, percent: 100 }]);
  });
});
