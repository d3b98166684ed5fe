import { randomUUID } from "node:crypto";
import { entryNotes, type PointHistoryGroup, type PointHistoryType, streakBonusNote } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission, stepOf } from "../../test/missions.js";
import { createMemberWithPoints, givePoints } from "../../test/points.js";
import { postPoints } from "../ledger/index.js";
import { productNoteIn } from "./entry-notes.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function get(url: string, token: string, timeZone?: string) {
  return t.app.inject({
    method: "GET",
    url: `/api${url}`,
    headers: { token, ...(timeZone ? { timezone: timeZone } : {}) },
  });
}

function post(userId: string, amountCents: number, type: "Survey" | "Invitation" | "SubMission" | "SettingPoint") {
  return t.database.db.transaction((tx) =>
    postPoints(tx, {
      userId,
      amountCents,
      type,
      cause: { kind: type.toLowerCase(), id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    }),
  );
}

/** Moves an entry to another moment, as if it had been posted then. */
async function backdate(entryId: string, at: string) {
  await t.database.db.execute(sql`update point_entries set created_at = ${at}::timestamptz where id = ${entryId}`);
}

describe("GET point_histories", () => {
  it("shows the balance in points and local currency, when it expires, and whether cards are offered", async () => {
    const member = await createMemberWithPoints(t.database.db, 20_000);
    const response = await get("/point_histories", member.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      remaining: 20_000,
      remaining_local: { amount: 2_600_000, currency: "IDR" },
      enable_change_card: true,
    });
    const expires = new Date(data.expires_at);
    expect(expires.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 2);
    expect(meta).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1 });
    expect(data.list_point_histories[0].histories[0]).toMatchObject({
      point: 20_000,
      history_type: "SettingPointUser",
    });
  });

  it("groups entries by the day they fall on in the member's time zone", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const late = await post(member.user.id, 100, "Survey");
    const early = await post(member.user.id, 200, "Survey");
    // 23:30 UTC on the 1st is already the 2nd in Jakarta (UTC+7).
    await backdate(late.entry.id, "2026-03-01T23:30:00Z");
    await backdate(early.entry.id, "2026-03-01T10:00:00Z");

    const utc = (await get("/point_histories", member.token, "UTC")).json().data.list_point_histories;
    expect(utc.map((group: { date_key: string }) => group.date_key)).toEqual(["2026-03-01"]);
    const jakarta = (await get("/point_histories", member.token, "Asia/Jakarta")).json().data.list_point_histories;
    expect(jakarta).toEqual([
      { date_key: "2026-03-02", histories: [expect.objectContaining({ id: late.entry.id })] },
      { date_key: "2026-03-01", histories: [expect.objectContaining({ id: early.entry.id })] },
    ]);
    // An unknown zone falls back to UTC rather than failing.
    const unknown = await get("/point_histories", member.token, "Mars/Olympus");
    expect(unknown.statusCode).toBe(200);
  });

  it("filters by kind and by period, and pages twenty at a time until the last page", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    for (let i = 0; i < 23; i++) await post(member.user.id, 10, "Survey");
    await post(member.user.id, 50, "Invitation");
    const old = await post(member.user.id, 70, "SubMission");
    await backdate(old.entry.id, new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString());

    const first = (await get("/point_histories?filter=survey", member.token)).json();
    expect(first.meta).toEqual({ page: 1, limit: 20, total: 23, total_pages: 2 });
    const second = (await get("/point_histories?filter=survey&page=2", member.token)).json();
    const count = (groups: { histories: unknown[] }[]) =>
      groups.reduce((sum, group) => sum + group.histories.length, 0);
    expect(count(first.data.list_point_histories)).toBe(20);
    expect(count(second.data.list_point_histories)).toBe(3);

    const missions = (await get("/point_histories?filter=mission", member.token)).json();
    expect(missions.meta.total).toBe(1);
    const lastMonth = (await get("/point_histories?filter=mission&period=30d", member.token)).json();
    expect(lastMonth.meta.total).toBe(0);
    const everything = (await get("/point_histories?period=90d", member.token)).json();
    expect(everything.meta.total).toBe(25);
  });

  it("names a bad filter", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const response = await get("/point_histories?filter=lottery", member.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed", field: "filter" });
  });

  it("lists earnings and exchanges on their own (invitations list the invited friends: invitations module)", async () => {
    const member = await createMemberWithPoints(t.database.db, 1_000);
    await post(member.user.id, 40, "Invitation");
    await post(member.user.id, -100, "SettingPoint");

    const bonus = (await get("/point_histories/bonus", member.token)).json();
    expect(bonus.data.map((item: { point: number }) => item.point)).toEqual([40, 1_000]);
    const paid = (await get("/point_histories/paid", member.token)).json();
    expect(paid).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/point_histories" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET point_histories/summary and /:id", () => {
  it("has no expiry date without points, and the balance in dong for a Vietnamese member", async () => {
    const member = await createMemberWithPoints(t.database.db, 0, { market: "vi" });
    const empty = (await get("/point_histories/summary", member.token)).json().data;
    expect(empty).toMatchObject({ remaining: 0, expires_at: null, remaining_local: { amount: 0, currency: "VND" } });
    await givePoints(t.database.db, member.user.id, 750);
    const summary = (await get("/point_histories/summary", member.token)).json().data;
    expect(summary.remaining_local).toEqual({ amount: 150_000, currency: "VND" });
  });

  it("shows a member their own entry and nobody else's", async () => {
    const owner = await createMemberWithPoints(t.database.db, 300);
    const other = await createMemberWithPoints(t.database.db, 300);
    const entryId = (await get("/point_histories", owner.token)).json().data.list_point_histories[0].histories[0].id;
    const mine = await get(`/point_histories/${entryId}`, owner.token);
    expect(mine.json().data).toMatchObject({ id: entryId, point: 300, redeem_request: null });
    const theirs = await get(`/point_histories/${entryId}`, other.token);
    expect(theirs.statusCode).toBe(404);
    const malformed = await get("/point_histories/not-an-id", owner.token);
    expect(malformed.statusCode).toBe(400);
  });
});

describe("notes in the member's language", () => {
  async function postWithNote(
    userId: string,
    type: PointHistoryType,
    cause: { kind: string; id: string },
    note: string,
  ) {
    await t.database.db.transaction((tx) =>
      postPoints(tx, { userId, amountCents: 100, type, cause, idempotencyKey: `test:${randomUUID()}`, note }),
    );
  }

  it.each([
    ["en", "Check in on 3 days", "Day 7 streak bonus", "Bingo daily line"],
    ["vi", "Check in on 3 days (vi)", "Thưởng chuỗi ngày thứ 7", "Hàng bingo hằng ngày"],
    ["id", "Check in on 3 days (id)", "Bonus beruntun hari ke-7", "Baris bingo harian"],
  ])("reads a mission step, a streak bonus and a bingo line in %s", async (locale, step, bonus, bingo) => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const mission = await defineMission(t.app, admin.token, {
      sub_missions: [{ title: copy("Check in on 3 days"), description: copy("Any days"), target: 3, point: 10 }],
    });
    const member = await createMemberWithPoints(t.database.db, 0, { locale });
    await postWithNote(
      member.user.id,
      "SubMission",
      { kind: "sub_mission", id: stepOf(mission).id },
      "Check in on 3 days",
    );
    await postWithNote(member.user.id, "Attendance", { kind: "attendance", id: randomUUID() }, streakBonusNote(7));
    await postWithNote(
      member.user.id,
      "Campaign",
      { kind: "bingo_daily_prize", id: randomUUID() },
      entryNotes.bingoDailyLine,
    );

    const response = await get("/point_histories", member.token);
    expect(response.statusCode, response.body).toBe(200);
    const notes = response
      .json()
      .data.list_point_histories.flatMap((group: PointHistoryGroup) => group.histories.map((entry) => entry.note));
    expect(notes).toEqual([bingo, bonus, step]);

    const [newest] = response.json().data.list_point_histories[0].histories;
    const detail = await get(`/point_histories/${newest.id}`, member.token);
    expect(detail.json().data.note).toBe(bingo);
  });

  it("has every note the product writes in every language, none left in English", () => {
    for (const english of Object.values(entryNotes)) {
      for (const locale of ["vi", "id"] as const) {
        const text = productNoteIn(english, locale);
        expect(text.trim(), `${locale}: ${english}`).not.toBe("");
        expect(text, `${locale}: ${english}`).not.toBe(english);
      }
    }
  });
});
