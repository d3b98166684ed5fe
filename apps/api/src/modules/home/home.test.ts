import { type EarnWay, homeSections } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission } from "../../test/missions.js";
import { createMemberWithPoints } from "../../test/points.js";
import { quickSurvey } from "../../test/surveys.js";
import { jobPosts } from "../jobs/index.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: { token, timezone: "Asia/Jakarta" } });

describe("GET home", () => {
  it("answers everything the home screen shows in one call", async () => {
    const daily = await defineMission(t.app, adminToken, {
      type: "daily",
      level: null,
      category: "attendance",
      title: copy("Check in"),
      sub_missions: [{ title: copy("Check in today"), description: copy("x"), target: 1, point: 2 }],
    });
    const survey = await quickSurvey(t.app, adminToken, 400);
    const member = await createMemberWithPoints(t.database.db, 1_000, { name: "Maya", lastName: "Member" });
    const home = await get("/home", member.token);
    expect(home.statusCode, home.body).toBe(200);
    const data = home.json().data;
    expect(data.user).toEqual({ name: "Maya Member", avatar: "/images/default-avatar.svg", user_level: 1 });
    expect(data.balance).toMatchObject({ remaining: 1_000 });
    expect(data.attendance).toMatchObject({ checked_in_today: false, streak: 0, daily_points: 5 });
    expect(data.daily_missions).toEqual([
      expect.objectContaining({ id: daily.id, sub_mission: expect.objectContaining({ target: 1 }) }),
    ]);
    expect(data.claimable_missions).toBe(0);
    expect(data.surveys.map((item: { id: string }) => item.id)).toEqual([survey.id]);
    expect(data.surveys_open).toBe(1);
    expect(data.invite).toMatchObject({ invitee_bonus: 20, inviter_bonus: 100 });
    expect(data.invite.share_path).toBe(`/invite?code=${data.invite.code}`);
    expect(data.earn_menu.map((entry: { key: string; available: boolean }) => [entry.key, entry.available])).toEqual([
      ["survey", true],
      ["mission", true],
      ["invite", true],
      ["bingo", true],
      ["jobs", true],
      ["shops", true],
    ]);
    expect(data.advertisement).toEqual({ step: 24, list: [] });
    // The page lays itself out from this answer alone: the member's market's sections, in order.
    expect(data.home_config).toEqual({ country: "indo", sections: [...homeSections], hidden: [] });

    // After the check-in the home screen says so and the daily mission is waiting to be claimed.
    await t.app.inject({
      method: "POST",
      url: "/api/attendance/check_in",
      headers: { token: member.token, timezone: "Asia/Jakarta" },
    });
    const after = (await get("/home", member.token)).json().data;
    expect(after.attendance).toMatchObject({ checked_in_today: true, streak: 1 });
    expect(after.claimable_missions).toBe(1);
    expect(after.daily_missions[0].sub_mission.claimable).toBe(true);
    expect(after.balance.remaining).toBe(1_005);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/home" })).statusCode).toBe(401);
  });
});

describe("GET home/earn_points", () => {
  it("lists every way to earn with what it pays now, from the settings and the data", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    await quickSurvey(t.app, adminToken, 250);
    const ways: EarnWay[] = (await get("/home/earn_points", member.token)).json().data;
    const byKey = new Map(ways.map((way) => [way.key, way]));
    expect([...byKey.keys()]).toEqual([
      "survey",
      "attendance",
      "daily_missions",
      "level_missions",
      "invite",
      "bingo",
      "jobs",
      "shops",
    ]);
    expect(byKey.get("survey")?.amounts).toMatchObject({ min: 250, max: 400 });
    expect(byKey.get("attendance")?.amounts).toEqual({ daily: 5, weekly_bonus: 20 });
    expect(byKey.get("daily_missions")?.amounts).toMatchObject({ total: 2, count: 1 });
    expect(byKey.get("invite")?.amounts).toEqual({ invitee: 20, inviter: 100 });
    expect(byKey.get("bingo")).toMatchObject({
      available: true,
      path: "/home/bingo",
      amounts: { line: 10, jackpot: 50_000 },
    });
    expect(byKey.get("shops")).toMatchObject({
      available: true,
      path: "/home/shops",
      amounts: { points: 5, stars: 1 },
    });
  });

  it("counts the jobs that take applications, and the largest fee among them", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const jobsNow = async () =>
      (await get("/home/earn_points", member.token)).json().data.find((way: EarnWay) => way.key === "jobs");
    const before = (await jobsNow()).amounts as { open: number; max: number };
    const job = (id: string, feeCents: number, extra: Partial<typeof jobPosts.$inferInsert> = {}) => ({
      id,
      clientUserId: member.user.id,
      jobType: "online" as const,
      title: `Job ${id.slice(-4)}`,
      feeCents,
      status: "open" as const,
      ...extra,
    });
    await t.database.db.insert(jobPosts).values([
      job("01a00000-0000-7000-8000-00000000a001", before.max + 700),
      job("01a00000-0000-7000-8000-00000000a002", before.max + 300),
      // Not taking applications: a draft, a closed job, and one whose places are all taken.
      job("01a00000-0000-7000-8000-00000000a003", before.max + 900, { status: "draft" }),
      job("01a00000-0000-7000-8000-00000000a004", before.max + 900, { status: "closed" }),
      job("01a00000-0000-7000-8000-00000000a005", before.max + 900, { workersNeeded: 1, hiredCount: 1 }),
    ]);
    expect(await jobsNow()).toEqual({
      key: "jobs",
      path: "/home/flashjobs",
      available: true,
      amounts: { open: before.open + 2, max: before.max + 700 },
    });
  });
});
