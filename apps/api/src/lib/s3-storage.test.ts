import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.js";
import {
  createAdmin,
  createMember,
  doSurvey,
  imageQuestionOf,
  publishedSurvey,
  tinyPng,
  validAnswers,
} from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { type S3Emulator, startS3Emulator } from "../test/s3-emulator.js";
import { s3Storage } from "./s3-storage.js";
import { storageFor } from "./storage-for.js";

const key = "survey-images/0f0e0d0c-0b0a-4909-8807-060504030201.jpg";
const otherKey = "avatars/11111111-2222-4333-8444-555555555555.jpg";

/** The bucket storage against a local S3 emulator: what production does with S3_BUCKET set. */
describe("files in an S3-compatible bucket", () => {
  let s3: S3Emulator;
  beforeAll(async () => {
    s3 = await startS3Emulator();
  });
  afterAll(() => s3.close());

  const bucket = () => storageFor(loadConfig({ DATA_DIR: "memory://", ...s3.env }));
  const s3Settings = () => {
    const config = loadConfig({ DATA_DIR: "memory://", ...s3.env });
    return { ...config, S3_BUCKET: config.S3_BUCKET ?? "" };
  };

  it("keeps, reads and removes files under server-made keys", async () => {
    const storage = bucket();
    await storage.check();
    await storage.put(key, Buffer.from("answer photo"));
    expect((await storage.get(key))?.toString()).toBe("answer photo");
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get("../secrets.jpg")).toBeNull();
    await expect(storage.put("avatars/me.jpg", Buffer.from("x"))).rejects.toThrow(/refused storage key/);
  });

  it("says the store is down when the bucket is missing", async () => {
    const missing = storageFor(loadConfig({ DATA_DIR: "memory://", ...s3.env, S3_BUCKET: "no-such-bucket" }));
    await expect(missing.check()).rejects.toThrow();
  });

  it("hands out presigned links that stop working once expired, changed or moved to another file", async () => {
    const storage = bucket();
    await storage.put(key, Buffer.from("private"));
    await storage.put(otherKey, Buffer.from("someone else"));
    const link = (await storage.presignedGet?.(key, 60)) ?? "";
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await served.text()).toBe("private");

    const signature = new URL(link).searchParams.get("X-Amz-Signature") ?? "";
    const tampered = link.replace(signature, `${signature[0] === "a" ? "b" : "a"}${signature.slice(1)}`);
    const moved = link.replace(key, otherKey);
    // A one-second link signed two seconds ago, on a clock the test holds back instead of waiting.
    const behind = s3Storage(s3Settings(), { now: () => new Date(Date.now() - 2_000) });
    const expired = (await behind.presignedGet?.(key, 1)) ?? "";
    for (const url of [tampered, moved, expired]) expect((await fetch(url)).status, url).toBe(403);
    // The same link, signed now, still opens: the refusal above is the expiry, not the clock's signature.
    expect((await fetch((await s3Storage(s3Settings()).presignedGet?.(key, 1)) ?? "")).status).toBe(200);
  });

  describe("behind the API", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(s3.env);
    });
    afterAll(() => t.close());

    it("stores answer images in the bucket and gives their owner a presigned link, nobody else", async () => {
      const admin = await createAdmin(t.database.db);
      const survey = await publishedSurvey(t.app, admin.token);
      const [owner, other] = [await createMember(t.database.db), await createMember(t.database.db)];
      const answered = await doSurvey(t.app, owner.token, { survey_id: survey.id, answers: validAnswers(survey) }, [
        { questionId: imageQuestionOf(survey), data: await tinyPng() },
      ]);
      expect(answered.statusCode, answered.body).toBe(200);
      const result = await t.app.inject({ url: `/api/surveys/${survey.id}/result`, headers: { token: owner.token } });
      const [image] = result.json().data.answers[7].images as string[];
      expect(image?.startsWith(`${s3.env.S3_ENDPOINT}/rewards-test/survey-images/`)).toBe(true);
      expect(image).toContain("X-Amz-Expires=300");
      expect((await fetch(image ?? "")).status).toBe(200);

      const file = /survey-images\/([^?]+)/.exec(image ?? "")?.[1];
      const asked = await t.app.inject({ url: `/api/surveys/images/${file}`, headers: { token: other.token } });
      expect(asked.statusCode).toBe(404);
    });
  });
});
