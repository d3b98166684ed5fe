import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../modules/auth/index.js";
import { createAdmin, createMember, publishedSurvey, validAnswers } from "../modules/surveys/test-support.js";
import { freshIp, goodPassword } from "../test/accounts.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { createSignedInUser } from "../test/factories.js";

/**
 * The classes of input that once answered 5xx, each through a real route: text PostgreSQL cannot
 * store, integers past a column, references to rows that do not exist, uploads that cannot be
 * read. Each answers 4xx in the envelope, and a failed request changes nothing.
 */
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: freshIp(), headers: token ? { token } : {} });

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL byte in sign-in fields by name, and the live session stays live", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { password: goodPassword });
    for (const field of [
      { email: `${user.email}\u0000`, password: goodPassword },
      { email: user.email, password: `${goodPassword}\u0000` },
      { email: user.email, password: goodPassword, device_id: "phone\u0000" },
    ]) {
      const response = await post("/api/users/sign_in", { user: field });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: false, code: "validation_failed" });
      expect(response.json().message).toMatch(/NUL/);
    }
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: { token } });
    expect(profile.statusCode).toBe(200);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((session) => session.revokedAt === null)).toHaveLength(1);
  });

  it("refuses a lone surrogate in a survey answer by name", async () => {
    const member = await createMember(t.database.db);
    const survey = await publishedSurvey(t.app, admin.token);
    const answers = validAnswers(survey, { 2: { text: "half an emoji \ud83d" }, 7: null });
    const response = await post("/api/surveys/do_survey", { survey_id: survey.id, answers }, member.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/surrogate/);
  });
});

describe("integers past their column", () => {
  it("refuses a face value past PostgreSQL integer", async () => {
    const { token } = await createSignedInUser(t.database.db, { phoneConfirmed: true });
    const response = await post(
      "/api/phone_cards/change_card",
      { kind: "phone_card", provider: "Viettel", face_value: 2_147_483_648, count: 1 },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed", field: "face_value" });
  });

  it("refuses a page number past its bound in a query", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/point_histories?page=99999999999",
      headers: { token },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("references the database refuses", () => {
  it("answers a check-in for a member who does not exist with 4xx, not 500", async () => {
    const response = await post(
      "/api/admin/store_check_ins",
      { user_id: "01900000-0000-7000-8000-000000000000", store_id: "store-1" },
      admin.token,
    );
    // The route checks the member itself (404); the database's foreign key (422) is the net under it.
    expect([404, 422], response.body).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ status: false });
  });
});

describe("uploads that cannot be read", () => {
  const multipart = (url: string, token: string, contentType: string, payload: string) =>
    t.app.inject({ method: "POST", url, headers: { token, "content-type": contentType }, payload });

  for (const url of ["/api/profile/avatar", "/api/surveys/do_survey"]) {
    it(`answers ${url} without a boundary with 400 malformed_multipart`, async () => {
      const { token } = await createMember(t.database.db);
      const response = await multipart(url, token, "multipart/form-data", "--x\r\n\r\n");
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: false, code: "malformed_multipart" });
    });

    it(`answers ${url} with a body cut short with 400 malformed_multipart`, async () => {
      const { token } = await createMember(t.database.db);
      const cut =
        '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
      const response = await multipart(url, token, "multipart/form-data; boundary=b", cut);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ status: false });
    });
  }
});
