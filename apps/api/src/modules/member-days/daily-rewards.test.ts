import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../../lib/local-day.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission, stepOf } from "../../test/missions.js";
import { createMemberWithPoints } from "../../test/points.js";
import { answerQuickSurvey, quickSurvey } from "../../test/surveys.js";
import { currentCampaign, insertCampaign, mondayOf } from "../bingo/index.js";
import { ledgerInvariantViolations } from "../ledger/index.js";

/**
 * Every daily reward counts on the member's day, not on the request's `TimeZone` header. These two
 * zones are 25 hours apart, so at any instant they name different dates: a reward keyed by the
 * header's date would pay twice within one real day.
 */
const east = "Pacific/Kiritimati";
const west = "Pacific/Pago_Pago";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
  const now = new Date();
  for (const week of new Set([east, west].map((zone) => mondayOf(localDay(now, zone))))) {
    if (await currentCampaign(t.database.db, { id: "", market: "indo" }, { day: week })) continue;
    await t.database.db.transaction((tx) =>
      insertCampaign(tx, {
        week_start: week,
        country: "indo",
        per_column: 8,
        icon_set: "monsters",
        line_points: 10,
        jackpot_points: 500,
        consolation_points: 1,
      }),
    );
  }
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, timezone: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token, timezone } });

describe("daily rewards follow the member's day", () => {
  it.each([
    ["east then west", east, west],
    ["west then east", west, east],
  ])("one weekly-bingo summon a day, moving %s", async (_, first, second) => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const summoned = await call("POST", "/bingo/summon", member.token, first);
    expect(summoned.statusCode, summoned.body).toBe(200);
    const again = await call("POST", "/bingo/summon", member.token, second);
    expect(again.statusCode, again.body).toBe(409);
    const state = (await call("GET", "/bingo/check_campaign", member.token, second)).json().data;
    expect(state).toMatchObject({ summoned_today: true, today: summoned.json().data.today });
    expect(state.monster_user).toHaveLength(1);
  });

  it("one daily-board day, moving zones", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const all = { method: "POST" as const, url: "/api/bingo/daily_board/summon", payload: { all: true } };
    const first = await t.app.inject({ ...all, headers: { token: member.token, timezone: east } });
    expect(first.statusCode, first.body).toBe(200);
    const moved = await t.app.inject({ ...all, headers: { token: member.token, timezone: west } });
    expect(moved.statusCode, moved.body).toBe(409);
  });

  it("one daily mission step a day, moving zones", async () => {
    const mission = await defineMission(t.app, adminToken, {
      type: "daily",
      level: null,
      category: "survey",
      title: copy("Daily survey"),
      sub_missions: [{ title: copy("Answer a survey today"), description: copy("x"), target: 1, point: 7 }],
    });
    const member = await createMemberWithPoints(t.database.db, 0);
    const step = stepOf(mission).id;
    for (const zone of [east, west]) {
      const survey = await quickSurvey(t.app, adminToken, 100);
      const answered = await answerQuickSurvey(t.app, member.token, survey, { timezone: zone });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    expect((await call("PUT", `/sub_missions/${step}`, member.token, east)).statusCode).toBe(200);
    const twice = await call("PUT", `/sub_missions/${step}`, member.token, west);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("one attendance check-in a day, moving zones", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    expect((await call("POST", "/attendance/check_in", member.token, west)).statusCode).toBe(200);
    expect((await call("POST", "/attendance/check_in", member.token, east)).statusCode).toBe(409);
  });
});
