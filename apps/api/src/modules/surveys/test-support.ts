import type { AdminSurvey, SurveyDefinitionInput } from "@rewards/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import type { Db } from "../../db/client.js";
import { createSignedInUser } from "../../test/factories.js";

/** Factories for the survey tests: definitions, an admin, published surveys, multipart answers. */

const hour = 60 * 60 * 1000;

/** A survey asking one question of every kind, open from an hour ago for a week, 250 cents. */
export function everyKindDefinition(overrides: Partial<SurveyDefinitionInput> = {}): SurveyDefinitionInput {
  return {
    title: { en: "Breakfast habits", vi: "Thói quen ăn sáng" },
    description: { en: "Tell us how you start the day.", vi: "Cho chúng tôi biết bạn bắt đầu ngày thế nào." },
    reward: 250,
    estimated_minutes: 3,
    starts_at: new Date(Date.now() - hour).toISOString(),
    expires_at: new Date(Date.now() + 7 * 24 * hour).toISOString(),
    response_limit: 100,
    questions: [
      {
        kind: "single_choice",
        title: { en: "What do you drink?", vi: "Bạn uống gì?" },
        choices: [
          { label: { en: "Coffee", vi: "Cà phê" } },
          { label: { en: "Tea", vi: "Trà" } },
          { label: { en: "Other", vi: "Khác" }, other: true },
        ],
      },
      {
        kind: "multiple_choice",
        title: { en: "What do you eat?", vi: "Bạn ăn gì?" },
        choices: [
          { label: { en: "Rice", vi: "Cơm" } },
          { label: { en: "Bread", vi: "Bánh mì" } },
          { label: { en: "Noodles", vi: "Phở" } },
        ],
        min_selections: 1,
        max_selections: 2,
      },
      { kind: "free_text", title: { en: "Why?", vi: "Tại sao?" }, min_length: 2, max_length: 200 },
      { kind: "number", title: { en: "Cups a day?", vi: "Mấy cốc mỗi ngày?" }, min: 0, max: 10, integer: true },
      { kind: "zip_code", title: { en: "Your zip code", vi: "Mã bưu chính" }, digits: 5 },
      { kind: "date", title: { en: "Last café visit", vi: "Lần cuối đến quán" } },
      {
        kind: "rating",
        title: { en: "Rate your breakfast", vi: "Chấm điểm bữa sáng" },
        scale_max: 5,
        requires_note: true,
      },
      { kind: "image", title: { en: "A photo of it", vi: "Ảnh bữa sáng" }, min_images: 1, max_images: 2 },
    ],
    ...overrides,
  };
}

export async function createAdmin(db: Db) {
  return createSignedInUser(db, { roles: ["member", "admin"] });
}

/** A member as surveys see them: Indonesian market, 30-something, level 1. */
export function createMember(db: Db, input: Parameters<typeof createSignedInUser>[1] = {}) {
  return createSignedInUser(db, { birthDay: "1992-05-01", market: "indo", phoneConfirmed: true, ...input });
}

/** Creates a survey through the admin API and publishes it unless told not to. */
export async function publishedSurvey(
  app: FastifyInstance,
  adminToken: string,
  overrides: Partial<SurveyDefinitionInput> = {},
  { publish = true }: { publish?: boolean } = {},
): Promise<AdminSurvey> {
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/surveys",
    headers: { token: adminToken },
    payload: everyKindDefinition(overrides),
  });
  expect(created.statusCode, created.body).toBe(201);
  const survey = created.json().data as AdminSurvey;
  if (!publish) return survey;
  const published = await app.inject({
    method: "POST",
    url: `/api/admin/surveys/${survey.id}/publish`,
    headers: { token: adminToken },
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json().data as AdminSurvey;
}

export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#e91e63" } })
    .png()
    .toBuffer();
}

/** Answers every question of `everyKindDefinition` validly; `change` adjusts single answers. */
export function validAnswers(survey: AdminSurvey, change: Record<number, object | null> = {}) {
  const question = (position: number) => {
    const found = survey.questions.find((q) => q.position === position);
    if (!found) throw new Error(`no question at ${position}`);
    return found;
  };
  const choiceOf = (position: number, index: number) => {
    const found = question(position);
    if (!("choices" in found)) throw new Error("not a choice question");
    return found.choices[index]?.id ?? "";
  };
  const answers: Record<number, object> = {
    0: { choice_ids: [choiceOf(0, 0)] },
    1: { choice_ids: [choiceOf(1, 0), choiceOf(1, 2)] },
    2: { text: "It wakes me up" },
    3: { number: 2 },
    4: { zip: "10110" },
    5: { date: "2026-01-15" },
    6: { rating: 4, note: "Good enough" },
    7: {},
  };
  return survey.questions.flatMap((q) => {
    const answer = q.position in change ? change[q.position] : answers[q.position];
    return answer === null ? [] : [{ question_id: q.id, ...answer }];
  });
}

export type ImagePart = { questionId: string; data: Buffer; filename?: string };

/** A `do_survey` request: the JSON in `data`, each image as `images[<question id>]`. */
export function doSurvey(app: FastifyInstance, token: string, data: object, images: ImagePart[] = []) {
  const boundary = "----survey-boundary";
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  for (const image of images) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images[${image.questionId}]"; ` +
          `filename="${image.filename ?? "photo.png"}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: "POST",
    url: "/api/surveys/do_survey",
    payload: Buffer.concat(parts),
    headers: { token, "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

/** The image question of a survey made from `everyKindDefinition`. */
export function imageQuestionOf(survey: AdminSurvey): string {
  const found = survey.questions.find((question) => question.kind === "image");
  if (!found) throw new Error("no image question");
  return found.id;
}
