import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission, stepOf } from "../../test/missions.js";
import { createMemberWithPoints } from "../../test/points.js";
import { answerQuickSurvey, quickSurvey } from "../../test/surveys.js";
import { activitiesOf } from "../activity/index.js";
import { checkIn } from "../attendance/index.js";

/** A database of its own: which steps make up a level depends on every level-up mission defined. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const claim = (id: string, token: string) =>
  t.app.inject({ method: "PUT", url: `/api/sub_missions/${id}`, headers: { token } });
const levelUpTab = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/missions?type=levelUp", headers: { token } })).json().data;

describe("levels", () => {
  it("rise when every level-up step of the member's level is claimed, opening the next level's missions", async () => {
    const surveys = await defineMission(t.app, adminToken, { category: "survey", title: copy("Surveys") });
    const attendance = await defineMission(t.app, adminToken, {
      category: "attendance",
      title: copy("Attendance"),
      sub_missions: [
        { title: copy("Check in"), description: copy("x"), target: 1, point: 5 },
        { title: copy("Twice"), description: copy("x"), target: 2, point: 5 },
      ],
    });
    const levelTwo = await defineMission(t.app, adminToken, { category: "survey", level: 2, title: copy("Level two") });
    const member = await createMemberWithPoints(t.database.db, 0);
    const survey = await quickSurvey(t.app, adminToken);
    expect((await answerQuickSurvey(t.app, member.token, survey)).statusCode).toBe(200);
    for (const hoursAgo of [30, 2]) {
      const now = new Date(Date.now() - hoursAgo * 3600_000);
      await t.database.db.transaction((tx) => checkIn(tx, member.user.id, { now, timeZone: "UTC" }));
    }

    const before = await levelUpTab(member.token);
    expect(before.user_level).toBe(1);
    expect(before.list_missions.map((item: { id: string }) => item.id).sort()).toEqual(
      [surveys.id, attendance.id].sort(),
    );

    expect((await claim(stepOf(surveys).id, member.token)).json().data).toMatchObject({
      level_up: false,
      user_level: 1,
    });
    expect((await claim(stepOf(attendance, 0).id, member.token)).json().data.level_up).toBe(false);
    const last = (await claim(stepOf(attendance, 1).id, member.token)).json().data;
    expect(last).toMatchObject({ level_up: true, user_level: 2, next_sub_mission: null });

    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: { token: member.token } });
    expect(profile.json().data.basic_info.user_level).toBe(2);
    const [reached] = await activitiesOf(t.database.db, member.user.id, { kinds: ["level_reached"] });
    expect(reached).toMatchObject({ cause: `${member.user.id}:2`, detail: { level: 2 } });

    // The survey answered at level 1 did not count for level 2; the next one does.
    const after = await levelUpTab(member.token);
    expect(after.user_level).toBe(2);
    expect(after.list_missions.map((item: { id: string }) => item.id)).toEqual([levelTwo.id]);
    expect(after.list_missions[0].sub_mission.current_progress).toBe(0);
    const next = await quickSurvey(t.app, adminToken);
    expect((await answerQuickSurvey(t.app, member.token, next)).statusCode).toBe(200);
    expect((await levelUpTab(member.token)).list_missions[0].sub_mission.claimable).toBe(true);
  });
});
