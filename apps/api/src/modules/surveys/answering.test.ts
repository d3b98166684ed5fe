import type { AdminSurvey } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/file-storage.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { balanceOf, entriesOf, ledgerInvariantViolations, postPoints } from "../ledger/index.js";
import { hasAnswered } from "./access.js";
import { submitSurvey } from "./answering.js";
import { recordStoreCheckIn } from "./authoring.js";
import { submitLimit } from "./submission.js";
import { surveys } from "./tables.js";
import {
  createAdmin,
  createMember,
  doSurvey,
  imageQuestionOf,
  publishedSurvey,
  tinyPng,
  validAnswers,
} from "./test-support.js";

const day = 24 * 60 * 60 * 1000;

describe("POST surveys/do_survey", () => {
  let t: TestApp;
  let adminToken: string;
  let survey: AdminSurvey;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t.database.db)).token;
    survey = await publishedSurvey(t.app, adminToken);
    png = await tinyPng();
  });
  afterAll(() => t.close());

  const submit = (token: string, target: AdminSurvey, answers: object[], images = 1) =>
    doSurvey(
      t.app,
      token,
      { survey_id: target.id, answers },
      Array.from({ length: images }, () => ({ questionId: imageQuestionOf(target), data: png })),
    );

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/surveys/do_survey", payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it("stores the response with its image and posts the reward as a Survey entry, once", async () => {
    const member = await createMember(t.database.db);
    const response = await submit(member.token, survey, validAnswers(survey));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ reward: 250, remaining: 250 });

    expect(await balanceOf(t.database.db, member.user.id)).toBe(250);
    const entries = await entriesOf(t.database.db, member.user.id, { limit: 10 });
    expect(entries.map((entry) => [entry.historyType, entry.amountCents, entry.causeKind])).toEqual([
      ["Survey", 250, "survey"],
    ]);
    // The history names the survey, in the member's language when the survey offers it.
    expect(entries[0]?.note).toBe("Breakfast habits");
    const vietnamese = await createMember(t.database.db, { locale: "vi" });
    expect((await submit(vietnamese.token, survey, validAnswers(survey))).statusCode).toBe(200);
    const [paid] = await entriesOf(t.database.db, vietnamese.user.id, { limit: 1 });
    expect(paid?.note).toBe("Thói quen ăn sáng");

    const again = await submit(member.token, survey, validAnswers(survey));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(123);
    const detail = await t.app.inject({ url: `/api/surveys/${survey.id}`, headers: { token: member.token } });
    expect(detail.json().code).toBe(123);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(250);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("answers each kind's problem with the spec's message, naming the question", async () => {
    const member = await createMember(t.database.db);
    const q = (position: number) => survey.questions[position]?.id;
    const cases: [Record<number, object | null>, number, string, string][] = [
      [{ 0: null }, 0, "Select one", ""],
      [{ 0: { choice_ids: ["not-a-choice"] } }, 0, "Invalid input", ""],
      [{ 1: { choice_ids: [] } }, 1, "Select one", ""],
      [{ 2: { text: "   " } }, 2, "Please submit your answer", ""],
      [{ 3: { number: 11 } }, 3, "Invalid input", ""],
      [{ 3: { number: 2.5 } }, 3, "Invalid input", ""],
      [{ 4: { zip: "1234" } }, 4, "Zipcode invalid!", ""],
      [{ 5: { date: "2026-02-30" } }, 5, "Invalid input", ""],
      [{ 6: { rating: 6, note: "x" } }, 6, "Invalid input", ""],
      [{ 6: { rating: 4 } }, 6, "A note is required", ".note"],
    ];
    for (const [change, position, message, suffix] of cases) {
      const response = await submit(member.token, survey, validAnswers(survey, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ message, field: `answers.${q(position)}${suffix}` });
    }
    const noImage = await submit(member.token, survey, validAnswers(survey), 0);
    expect(noImage.json()).toMatchObject({
      message: "Please select an image to answer the question",
      field: `answers.${imageQuestionOf(survey)}`,
    });
    const tooMany = await submit(member.token, survey, validAnswers(survey), 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("You can add at most 2 images.");
    expect(await balanceOf(t.database.db, member.user.id)).toBe(0);
  });

  it("wants the 'Other' text when 'Other' is picked, and allows picks within the bounds only", async () => {
    const member = await createMember(t.database.db);
    const other = survey.questions[0];
    const otherId = other && "choices" in other ? other.choices[2]?.id : undefined;
    const missing = await submit(member.token, survey, validAnswers(survey, { 0: { choice_ids: [otherId] } }));
    expect(missing.json()).toMatchObject({
      message: "Please submit your answer",
      field: `answers.${other?.id}.other_text`,
    });
    const multiple = survey.questions[1];
    const all = multiple && "choices" in multiple ? multiple.choices.map((choice) => choice.id) : [];
    const tooMany = await submit(member.token, survey, validAnswers(survey, { 1: { choice_ids: all } }));
    expect(tooMany.json().message).toBe("Select at most 2");
    const answered = await submit(
      member.token,
      survey,
      validAnswers(survey, { 0: { choice_ids: [otherId], other_text: "Juice" } }),
    );
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it("refuses an image that is not a JPG or PNG by its bytes, whatever its name", async () => {
    const member = await createMember(t.database.db);
    const response = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: validAnswers(survey) }, [
      { questionId: imageQuestionOf(survey), data: Buffer.from("GIF89a not really"), filename: "photo.png" },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().field).toBe(`answers.${imageQuestionOf(survey)}`);
  });

  it("refuses an image over 10 MB", async () => {
    const member = await createMember(t.database.db);
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: validAnswers(survey) }, [
      { questionId: imageQuestionOf(survey), data: huge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Image size is so big! Please choose another file!");
  });

  it("refuses a member who may not answer before reading any of their images", async () => {
    const member = await createMember(t.database.db);
    expect((await submit(member.token, survey, validAnswers(survey))).statusCode).toBe(200);
    const again = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: validAnswers(survey) }, [
      { questionId: imageQuestionOf(survey), data: Buffer.from("GIF89a never decoded") },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(123);
  });

  it("checks every answer before reading any image: a wrong answer costs no image decode", async () => {
    const member = await createMember(t.database.db);
    const textQuestion = survey.questions.find((question) => question.kind === "free_text")?.id ?? "";
    const answers = validAnswers(survey).map((answer) =>
      answer.question_id === textQuestion ? { ...answer, text: "   " } : answer,
    );
    // Were this image decoded first, it would be refused as not an image (415).
    const refused = await doSurvey(t.app, member.token, { survey_id: survey.id, answers }, [
      { questionId: imageQuestionOf(survey), data: Buffer.from("GIF89a never decoded") },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "validation_failed", field: `answers.${textQuestion}` });

    // How many images arrived is all that is left to check once they are in.
    const missing = await submit(member.token, survey, validAnswers(survey), 0);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe(`answers.${imageQuestionOf(survey)}`);
    expect(await hasAnswered(t.database.db, survey.id, member.user.id)).toBe(false);
  });

  it("wants the answers before the images, and no image for a question that takes none", async () => {
    const member = await createMember(t.database.db);
    const boundary = "----early-image";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images[${imageQuestionOf(survey)}]"; ` +
          `filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n`),
      Buffer.from(`${JSON.stringify({ survey_id: survey.id, answers: validAnswers(survey) })}\r\n--${boundary}--\r\n`),
    ]);
    const early = await t.app.inject({
      method: "POST",
      url: "/api/surveys/do_survey",
      payload: body,
      headers: { token: member.token, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().field).toBe("data");

    const textQuestion = survey.questions.find((question) => question.kind === "free_text")?.id ?? "";
    const misplaced = await doSurvey(t.app, member.token, { survey_id: survey.id, answers: validAnswers(survey) }, [
      { questionId: textQuestion, data: png },
    ]);
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json()).toMatchObject({ message: "Invalid input", field: `answers.${textQuestion}` });
    expect(await hasAnswered(t.database.db, survey.id, member.user.id)).toBe(false);
  });

  it("answers a refused image at once over HTTP, reading and dropping the images still on their way", async () => {
    const member = await createMember(t.database.db);
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const form = new FormData();
    form.append("data", JSON.stringify({ survey_id: survey.id, answers: validAnswers(survey) }));
    const question = imageQuestionOf(survey);
    form.append(`images[${question}]`, new Blob([Buffer.from("GIF89a not an image")]), "first.png");
    form.append(`images[${question}]`, new Blob([Buffer.alloc(4 * 1024 * 1024, 1)]), "second.png");
    const response = await fetch(`${url}/api/surveys/do_survey`, {
      method: "POST",
      headers: { token: member.token },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(415);
    expect(await hasAnswered(t.database.db, survey.id, member.user.id)).toBe(false);
  });

  it("accepts a JSON body when the survey asks for no image", async () => {
    const textOnly = await publishedSurvey(t.app, adminToken, {
      questions: [{ kind: "free_text", title: { en: "Anything?", vi: "Gì không?" } }],
    });
    const member = await createMember(t.database.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/surveys/do_survey",
      headers: { token: member.token },
      payload: { survey_id: textOnly.id, answers: [{ question_id: textOnly.questions[0]?.id, text: "Nothing" }] },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses surveys not open yet, closed, drafts, or meant for others", async () => {
    const member = await createMember(t.database.db);
    const hour = 60 * 60 * 1000;
    const cases: [Parameters<typeof publishedSurvey>[2], number, string | number][] = [
      [
        {
          starts_at: new Date(Date.now() + hour).toISOString(),
          expires_at: new Date(Date.now() + 2 * hour).toISOString(),
        },
        409,
        "survey_not_open",
      ],
      [{ targeting: { markets: ["vi"] } }, 403, "survey_not_eligible"],
      [{ targeting: { min_age: 40 } }, 403, "survey_not_eligible"],
      [{ targeting: { min_level: 2 } }, 403, "survey_not_eligible"],
    ];
    for (const [overrides, status, code] of cases) {
      const target = await publishedSurvey(t.app, adminToken, overrides);
      const response = await submit(member.token, target, validAnswers(target));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const draft = await publishedSurvey(t.app, adminToken, {}, { publish: false });
    expect((await submit(member.token, draft, validAnswers(draft))).json().code).toBe(122);
    const closed = await publishedSurvey(t.app, adminToken);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/surveys/${closed.id}/close`,
      headers: { token: adminToken },
    });
    expect((await submit(member.token, closed, validAnswers(closed))).json().code).toBe(122);
  });

  it("ignores gender targeting for members whose profile has none", async () => {
    const target = await publishedSurvey(t.app, adminToken, { targeting: { genders: ["female"] } });
    const member = await createMember(t.database.db);
    expect((await submit(member.token, target, validAnswers(target))).statusCode).toBe(200);
  });

  it("refuses once the limit is reached, and after the survey expired", async () => {
    const small = await publishedSurvey(t.app, adminToken, { response_limit: 1 });
    const first = await createMember(t.database.db);
    const second = await createMember(t.database.db);
    expect((await submit(first.token, small, validAnswers(small))).statusCode).toBe(200);
    const full = await submit(second.token, small, validAnswers(small));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("survey_full");

    const ending = await publishedSurvey(t.app, adminToken);
    // Only the clock ends a survey, so the test moves its window into the past.
    await t.database.db
      .update(surveys)
      .set({ startsAt: new Date(Date.now() - 2 * day), expiresAt: new Date(Date.now() - day) })
      .where(eq(surveys.id, ending.id));
    const expired = await submit(second.token, ending, validAnswers(ending));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("survey_expired");
  });

  it("asks a member to check in at the survey's store first", async () => {
    const bound = await publishedSurvey(t.app, adminToken, {
      targeting: { markets: ["indo"] },
      store_id: "store-42",
    });
    const member = await createMember(t.database.db);
    const refused = await submit(member.token, bound, validAnswers(bound));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "survey_check_in_required",
      message: "You are not eligible to respond. Please check in at the corresponding store to continue.",
    });
    await recordStoreCheckIn(t.database.db, { userId: member.user.id, storeId: "store-41" });
    expect((await submit(member.token, bound, validAnswers(bound))).statusCode).toBe(403);

    const checkIn = await t.app.inject({
      method: "POST",
      url: "/api/admin/store_check_ins",
      headers: { token: adminToken },
      payload: { user_id: member.user.id, store_id: "store-42" },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect((await submit(member.token, bound, validAnswers(bound))).statusCode).toBe(200);
  });

  it("limits how often one member may send answers, before reading any image", async () => {
    const member = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const send = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/surveys/do_survey",
        headers: { token },
        payload: { survey_id: survey.id, answers: [] },
      });
    for (let attempt = 0; attempt < submitLimit.limit; attempt++) {
      expect((await send(member.token)).statusCode).toBe(400);
    }
    const refused = await send(member.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited" });
    expect((await submit(member.token, survey, validAnswers(survey))).statusCode).toBe(429);
    expect(await hasAnswered(t.database.db, survey.id, member.user.id)).toBe(false);
    // Another member is not held back by the first.
    expect((await send(other.token)).statusCode).toBe(400);
  });

  it("removes the stored images when the transaction fails after they were written", async () => {
    const member = await createMember(t.database.db);
    // A ledger entry already holding this answer's reward key makes the reward fail inside the transaction.
    await t.database.db.transaction((tx) =>
      postPoints(tx, {
        userId: member.user.id,
        amountCents: 1,
        type: "SettingPointUser",
        cause: { kind: "test", id: member.user.id },
        idempotencyKey: `survey:${survey.id}:${member.user.id}`,
      }),
    );
    const storage = memoryStorage();
    const written: string[] = [];
    const spy = {
      ...storage,
      put: (key: string, data: Buffer) => {
        written.push(key);
        return storage.put(key, data);
      },
    };
    const submission = {
      input: { survey_id: survey.id, answers: validAnswers(survey) },
      images: [{ questionId: imageQuestionOf(survey), data: png }],
    };
    await expect(
      submitSurvey({ db: t.database.db, storage: spy }, member.user, submission, { timeZone: "UTC" }),
    ).rejects.toThrow();
    expect(written).toHaveLength(1);
    expect(await storage.get(written[0] ?? "")).toBeNull();
    expect(await hasAnswered(t.database.db, survey.id, member.user.id)).toBe(false);
  });
});
