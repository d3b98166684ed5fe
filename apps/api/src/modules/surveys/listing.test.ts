import {
  type AdminSurvey,
  markets as allMarkets,
  type SurveySummary,
  storeSurveyMarketMessage,
} from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likePattern } from "../../lib/like-pattern.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { recordStoreCheckIn } from "./authoring.js";
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

describe("v1/list_surveys and surveys/{id}", () => {
  let t: TestApp;
  let adminToken: string;
  let open: AdminSurvey;
  let forVietnam: AdminSurvey;
  let announced: AdminSurvey;
  let answeredByMember: AdminSurvey;
  let member: Awaited<ReturnType<typeof createMember>>;

  const list = async (token: string, query = "") => {
    const response = await t.app.inject({ url: `/api/v1/list_surveys${query}`, headers: { token } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: SurveySummary[];
      meta: { page: number; limit: number; total: number; total_pages: number };
    };
  };
  const ids = (items: SurveySummary[]) => items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createAdmin(t.database.db)).token;
    member = await createMember(t.database.db);
    open = await publishedSurvey(t.app, adminToken, { title: { en: "100% juice_tasting", vi: "Nếm nước ép" } });
    forVietnam = await publishedSurvey(t.app, adminToken, { targeting: { markets: ["vi"] } });
    await publishedSurvey(t.app, adminToken, { title: { en: "Unpublished", vi: "Nháp" } }, { publish: false });
    answeredByMember = await publishedSurvey(t.app, adminToken, { title: { en: "Snacks", vi: "Đồ ăn vặt" } });
    const png = await tinyPng();
    const answered = await doSurvey(
      t.app,
      member.token,
      { survey_id: answeredByMember.id, answers: validAnswers(answeredByMember) },
      [{ questionId: imageQuestionOf(answeredByMember), data: png }],
    );
    expect(answered.statusCode, answered.body).toBe(200);
    announced = await publishedSurvey(t.app, adminToken, { title: { en: "Past poll", vi: "Khảo sát cũ" } });
    for (const action of ["close", "announce_results"]) {
      await t.app.inject({
        method: "POST",
        url: `/api/admin/surveys/${announced.id}/${action}`,
        headers: { token: adminToken },
      });
    }
  });
  afterAll(() => t.close());

  it("needs a session", async () => {
    expect((await t.app.inject({ url: "/api/v1/list_surveys" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/surveys/${open.id}` })).statusCode).toBe(401);
  });

  it("my_survey (the default) lists what the member answered and what is open to them now", async () => {
    const { data, meta } = await list(member.token);
    expect(new Set(ids(data))).toEqual(new Set([open.id, answeredByMember.id]));
    expect(meta).toEqual({ page: 1, limit: 10, total: 2, total_pages: 1 });
    const answered = data.find((item) => item.id === answeredByMember.id);
    expect(answered).toMatchObject({ answered: true, responded: 1, limit: 100, ongoing: true, reward: 250, length: 3 });
    expect(data.find((item) => item.id === open.id)).toMatchObject({
      answered: false,
      responded: 0,
      eligible: true,
      question_count: open.questions.length,
    });
  });

  it("counts every match on a page past the last one", async () => {
    const { data, meta } = await list(member.token, "?page=3");
    expect(data).toEqual([]);
    expect(meta).toEqual({ page: 3, limit: 10, total: 2, total_pages: 1 });
  });

  it("all lists every published or closed survey, never drafts, with who it is for", async () => {
    const { data } = await list(member.token, "?tab=all");
    expect(new Set(ids(data))).toEqual(new Set([open.id, forVietnam.id, answeredByMember.id, announced.id]));
    // The one the member can take now comes first, though the oldest; the rest newest first.
    expect(ids(data)).toEqual([open.id, announced.id, answeredByMember.id, forVietnam.id]);
    expect(data.find((item) => item.id === forVietnam.id)?.eligible).toBe(false);
    expect(data.find((item) => item.id === announced.id)).toMatchObject({ ongoing: false, result_announced: true });
  });

  it("filters by on_going and has_result, and pages", async () => {
    expect(ids((await list(member.token, "?tab=all&has_result=true")).data)).toEqual([announced.id]);
    expect(ids((await list(member.token, "?tab=all&on_going=false")).data)).toEqual([announced.id]);
    expect((await list(member.token, "?tab=all&on_going=true")).data).toHaveLength(3);
    const page = await list(member.token, "?tab=all&limit=3&page=2");
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ page: 2, limit: 3, total: 4, total_pages: 2 });
  });

  it("searches the title in the member's language, with % and _ taken literally", async () => {
    expect(ids((await list(member.token, "?tab=all&key_word=juice")).data)).toEqual([open.id]);
    expect(ids((await list(member.token, `?tab=all&key_word=${encodeURIComponent("100%")}`)).data)).toEqual([open.id]);
    expect((await list(member.token, `?tab=all&key_word=${encodeURIComponent("%")}`)).data).toHaveLength(1);
    expect((await list(member.token, "?tab=all&key_word=n_cks")).data).toHaveLength(0);
    const vietnamese = await createMember(t.database.db, { locale: "vi" });
    const found = await list(vietnamese.token, `?tab=all&key_word=${encodeURIComponent("nước ép")}`);
    expect(found.data.map((item) => [item.id, item.title, item.locale])).toEqual([[open.id, "Nếm nước ép", "vi"]]);
    expect(likePattern("a%b_c\\")).toBe("%a\\%b\\_c\\\\%");
  });

  it("shows a survey with its questions in order, in the member's language", async () => {
    const response = await t.app.inject({
      url: `/api/surveys/${open.id}`,
      headers: { token: member.token, cookie: "locale=vi" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.title).toBe("Nếm nước ép");
    expect(data.questions.map((question: { kind: string }) => question.kind)).toEqual([
      "single_choice",
      "multiple_choice",
      "free_text",
      "number",
      "zip_code",
      "date",
      "rating",
      "image",
    ]);
    expect(data.questions[0]).toMatchObject({
      title: "Bạn uống gì?",
      choices: [{ label: "Cà phê", other: false }, {}, { other: true }],
    });
    expect(data.questions[7]).toMatchObject({ min_images: 1, max_images: 2 });
  });

  it("answers 122 for a draft or an unknown survey, and the refusal for one meant for others", async () => {
    const drafts = await t.app.inject({ url: "/api/admin/surveys?status=draft", headers: { token: adminToken } });
    const draftId = drafts.json().data[0].id;
    for (const id of [draftId, "0195f3c0-0000-7000-8000-000000000000"]) {
      const response = await t.app.inject({ url: `/api/surveys/${id}`, headers: { token: member.token } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(122);
    }
    const other = await t.app.inject({ url: `/api/surveys/${forVietnam.id}`, headers: { token: member.token } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("survey_not_eligible");
  });

  it("offers a store's survey only to members in the store's market, and refuses one without that market", async () => {
    const bandung = await publishedSurvey(t.app, adminToken, {
      title: { en: "Bandung aisle walk", vi: "Dạo quầy Bandung" },
      targeting: { markets: ["indo"] },
      store_id: "store-bandung-1",
    });
    const indonesian = await createMember(t.database.db);
    const vietnamese = await createMember(t.database.db, { market: "vi" });
    const listed = async (token: string) =>
      (await list(token, "?tab=all&key_word=aisle")).data.map((s: { id: string }) => s.id);
    expect(await listed(indonesian.token)).toEqual([bandung.id]);
    expect(await listed(vietnamese.token)).toEqual([]);

    for (const markets of [null, [...allMarkets]]) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/admin/surveys",
        headers: { token: adminToken },
        payload: everyKindDefinition({ targeting: { markets }, store_id: "store-bandung-1" }),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(storeSurveyMarketMessage);
    }
  });

  it("tells whether the member has checked in at a store-bound survey's store", async () => {
    const bound = await publishedSurvey(t.app, adminToken, {
      title: { en: "Shelf check", vi: "Kiểm kệ" },
      targeting: { markets: ["indo"] },
      store_id: "s-9",
      store_name: "Corner Mart Kemang",
      store_address: "Jl. Kemang Raya 12, Jakarta",
    });
    const shopper = await createMember(t.database.db);
    const shown = async () => (await list(shopper.token, "?tab=all&key_word=shelf")).data[0];
    // Where to check in: the store's name and address, as the author wrote them.
    expect(await shown()).toMatchObject({
      id: bound.id,
      store_id: "s-9",
      store_name: "Corner Mart Kemang",
      store_address: "Jl. Kemang Raya 12, Jakarta",
      checked_in: false,
      eligible: true,
    });
    await recordStoreCheckIn(t.database.db, { userId: shopper.user.id, storeId: "s-8" });
    expect((await shown())?.checked_in).toBe(false);
    await recordStoreCheckIn(t.database.db, { userId: shopper.user.id, storeId: "s-9" });
    expect((await shown())?.checked_in).toBe(true);
    expect((await list(shopper.token, "?tab=all&key_word=juice")).data[0]).toMatchObject({
      store_id: null,
      store_name: null,
      checked_in: true,
    });
  });
});
