import type { MissionItem, SubMission } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeMemberThroughApi } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission, stepOf } from "../../test/missions.js";
import { createMemberWithPoints } from "../../test/points.js";
import { answerQuickSurvey, quickSurvey } from "../../test/surveys.js";
import { checkIn } from "../attendance/index.js";
import { entriesOf, ledgerInvariantViolations } from "../ledger/index.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const get = (url: string, token: string, timezone = "Asia/Jakarta") =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: { token, timezone } });
const claim = (id: string, token: string, timezone = "Asia/Jakarta") =>
  t.app.inject({ method: "PUT", url: `/api/sub_missions/${id}`, headers: { token, timezone } });
const missionIn = (items: MissionItem[], id: string) => items.find((item) => item.id === id);

async function answerSurvey(token: string) {
  const survey = await quickSurvey(t.app, adminToken, 100);
  const answered = await answerQuickSurvey(t.app, token, survey, { timezone: "Asia/Jakarta" });
  expect(answered.statusCode, answered.body).toBe(200);
}

describe("mission definitions (back office)", () => {
  it("needs the copy in every language, a level for level-up missions and none for daily ones", async () => {
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/admin/missions", headers: { token: adminToken }, payload });
    const base = {
      type: "levelUp",
      category: "survey",
      level: 1,
      title: copy("A"),
      description: copy("B"),
      sub_missions: [{ title: copy("C"), description: copy("D"), target: 1, point: 1 }],
    };
    const noVietnamese = await post({ ...base, title: { en: "A", id: "A" } });
    expect(noVietnamese.statusCode).toBe(400);
    expect(noVietnamese.json().field).toBe("title.vi");
    expect((await post({ ...base, level: null })).json().field).toBe("level");
    expect((await post({ ...base, type: "daily" })).json().field).toBe("level");
    expect((await post({ ...base, sub_missions: [] })).statusCode).toBe(400);
    const zeroTarget = await post({
      ...base,
      sub_missions: [{ title: copy("C"), description: copy("D"), target: 0, point: 1 }],
    });
    expect(zeroTarget.json().field).toBe("sub_missions.0.target");
    const withNul = await post({ ...base, title: { ...copy("A"), en: "A\u0000" } });
    expect(withNul.statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    const member = await createSignedInUser(t.database.db);
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/missions", headers: { token: member.token } });
    expect(listed.statusCode).toBe(403);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/missions",
      headers: { token: member.token },
      payload: {},
    });
    expect(created.statusCode).toBe(403);
  });

  it("updates a mission in place, keeping members' progress on the steps it keeps and retiring the others", async () => {
    const mission = await defineMission(t.app, adminToken, {
      category: "profile",
      sub_missions: [
        { title: copy("Fill in"), description: copy("x"), target: 1, point: 5 },
        { title: copy("Old"), description: copy("x"), target: 2, point: 5 },
      ],
    });
    const kept = stepOf(mission, 0);
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/admin/missions/${mission.id}`,
      headers: { token: adminToken },
      payload: {
        type: "levelUp",
        category: "profile",
        level: 1,
        title: copy("Profile pro"),
        description: copy("y"),
        sub_missions: [
          { id: kept.id, title: copy("Fill in"), description: copy("x"), target: 1, point: 8 },
          { title: copy("New"), description: copy("x"), target: 1, point: 3 },
        ],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const steps = updated.json().data.sub_missions;
    expect(steps.map((step: { title: { en: string }; point: number }) => [step.title.en, step.point])).toEqual([
      ["Fill in", 8],
      ["New", 3],
    ]);
    expect(steps[0].id).toBe(kept.id);
    const typeChange = await t.app.inject({
      method: "PUT",
      url: `/api/admin/missions/${mission.id}`,
      headers: { token: adminToken },
      payload: {
        type: "daily",
        category: "profile",
        level: null,
        title: copy("a"),
        description: copy("b"),
        sub_missions: [{ title: copy("c"), description: copy("d"), target: 1, point: 1 }],
      },
    });
    expect(typeChange.statusCode).toBe(400);
  });
});

describe("level-up missions", () => {
  it("move only with the activity stream, and claiming pays once and offers the next step", async () => {
    const mission = await defineMission(t.app, adminToken, {
      title: copy("Survey explorer"),
      sub_missions: [
        { title: copy("First survey"), description: copy("x"), target: 1, point: 10 },
        { title: copy("Three surveys"), description: copy("x"), target: 3, point: 30 },
      ],
    });
    const member = await createMemberWithPoints(t.database.db, 0);
    const before = missionIn((await get("/missions?type=levelUp", member.token)).json().data.list_missions, mission.id);
    expect(before?.sub_mission).toMatchObject({ current_progress: 0, target: 1, claimable: false, claimed: false });
    expect((await claim(stepOf(mission, 0).id, member.token)).json()).toMatchObject({
      code: "mission_not_claimable",
      message: "Mission is not claimable",
    });

    await answerSurvey(member.token);
    const page = (await get("/missions?type=levelUp&page=1", member.token)).json().data;
    expect(page).toMatchObject({ current_page: 1, total_pages: 1, user_level: 1 });
    expect(missionIn(page.list_missions, mission.id)).toMatchObject({
      title: "Survey explorer",
      // The first step's bar is full: it counts as done before it is claimed.
      steps_done: 1,
      steps_total: 2,
      sub_mission: {
        id: stepOf(mission, 0).id,
        category: "survey",
        title: "First survey",
        current_progress: 1,
        target: 1,
        point: 10,
        claimable: true,
        claimed: false,
        type: "levelUp",
        level: 1,
      },
    });
    expect((await get("/missions/check_missions", member.token)).json().data).toEqual({ claimable: true, count: 1 });

    const claimed = await claim(stepOf(mission, 0).id, member.token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({
      sub_mission: { claimed: true, claimable: false },
      next_sub_mission: { id: stepOf(mission, 1).id, current_progress: 1, target: 3, claimable: false },
      remaining: 110,
      level_up: false,
    });
    const again = await claim(stepOf(mission, 0).id, member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Mission is not claimable");
    const subMissionEntries = (await entriesOf(t.database.db, member.user.id, { limit: 10 })).filter(
      (entry) => entry.historyType === "SubMission",
    );
    expect(subMissionEntries.map((entry) => entry.amountCents)).toEqual([10]);
    expect((await get("/missions/check_missions", member.token)).json().data).toEqual({ claimable: false, count: 0 });

    // The member's language: the locale cookie first.
    const vietnamese = await t.app.inject({
      method: "GET",
      url: "/api/missions?type=levelUp",
      headers: { token: member.token, cookie: "locale=vi" },
    });
    expect(missionIn(vietnamese.json().data.list_missions, mission.id)?.sub_mission.title).toBe("Three surveys (vi)");
  });

  it("does not let one member claim another's progress, or an unknown step", async () => {
    const mission = await defineMission(t.app, adminToken, { category: "phone", title: copy("Phone") });
    const confirmed = await completeMemberThroughApi(t.app, t.database.db, "81277700042");
    const other = await createMemberWithPoints(t.database.db, 0);
    expect((await claim(stepOf(mission).id, other.token)).statusCode).toBe(409);
    expect((await claim("019a0000-0000-7000-8000-000000000000", other.token)).statusCode).toBe(409);
    expect((await claim("not-an-id", other.token)).statusCode).toBe(400);
    expect((await claim(stepOf(mission).id, confirmed.token)).statusCode).toBe(200);
  });
});

describe("daily missions", () => {
  it("count on the member's local day and start again at local midnight", async () => {
    const mission = await defineMission(t.app, adminToken, {
      type: "daily",
      level: null,
      category: "attendance",
      title: copy("Daily check-in"),
      sub_missions: [{ title: copy("Check in today"), description: copy("x"), target: 1, point: 2 }],
    });
    const member = await createMemberWithPoints(t.database.db, 0);
    // Checked in yesterday (Jakarta): that day's step was done, today's is not.
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await t.database.db.transaction((tx) => checkIn(tx, member.user.id, { now: yesterday, timeZone: "Asia/Jakarta" }));
    const today = missionIn((await get("/missions?type=daily", member.token)).json().data.list_missions, mission.id);
    expect(today?.sub_mission).toMatchObject({ current_progress: 0, claimable: false });
    expect((await claim(stepOf(mission).id, member.token)).statusCode).toBe(409);

    const checkedIn = await t.app.inject({
      method: "POST",
      url: "/api/attendance/check_in",
      headers: { token: member.token, timezone: "Asia/Jakarta" },
    });
    expect(checkedIn.statusCode).toBe(200);
    const done = missionIn((await get("/missions?type=daily", member.token)).json().data.list_missions, mission.id);
    expect(done?.sub_mission).toMatchObject({ current_progress: 1, claimable: true, type: "daily", level: null });
    const claimed = await claim(stepOf(mission).id, member.token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.next_sub_mission).toBeNull();
    // Claimed today: gone from the daily tab, shown as claimed in the completed tab.
    expect(
      missionIn((await get("/missions?type=daily", member.token)).json().data.list_missions, mission.id),
    ).toBeUndefined();
    const completed: SubMission[] = (await get("/missions/completed", member.token)).json().data.list_sub_missions;
    expect(completed.find((step) => step.id === stepOf(mission).id)).toMatchObject({ claimed: true, claimable: false });
    const [entry] = await entriesOf(t.database.db, member.user.id, { limit: 1 });
    expect(entry).toMatchObject({ historyType: "SubMission", amountCents: 2 });
    expect(entry?.idempotencyKey).toMatch(
      new RegExp(`^sub_mission:${stepOf(mission).id}:${member.user.id}:\\d{4}-\\d{2}-\\d{2}$`),
    );
  });

  it("pages ten missions at a time until the last page", async () => {
    for (let n = 0; n < 11; n++) {
      await defineMission(t.app, adminToken, { type: "daily", level: null, category: "job", position: 100 + n });
    }
    const member = await createMemberWithPoints(t.database.db, 0);
    const first = (await get("/missions?type=daily&page=1", member.token)).json().data;
    const total = first.total_pages;
    expect(first.list_missions).toHaveLength(10);
    expect(total).toBeGreaterThanOrEqual(2);
    const last = (await get(`/missions?type=daily&page=${total}`, member.token)).json().data;
    expect(last.current_page).toBe(total);
    expect((await get("/missions?type=weekly", member.token)).statusCode).toBe(400);
    expect((await get("/missions?page=0", member.token)).statusCode).toBe(400);
  });
});

describe("the completed tab", () => {
  it("lists completed steps with the ones waiting to be claimed first", async () => {
    const mission = await defineMission(t.app, adminToken, {
      category: "survey",
      title: copy("Two quick ones"),
      sub_missions: [
        { title: copy("One"), description: copy("x"), target: 1, point: 1 },
        { title: copy("Two"), description: copy("x"), target: 2, point: 2 },
      ],
    });
    const member = await createMemberWithPoints(t.database.db, 0);
    await answerSurvey(member.token);
    expect((await claim(stepOf(mission, 0).id, member.token)).statusCode).toBe(200);
    await answerSurvey(member.token);
    const listed: SubMission[] = (await get("/missions/completed?page=1", member.token)).json().data.list_sub_missions;
    const ours = listed
      .filter((step) => step.mission_id === mission.id)
      .map((step) => [step.title, step.claimable, step.claimed]);
    expect(ours).toEqual([
      ["Two", true, false],
      ["One", false, true],
    ]);
  });
});

describe.skipIf(!onPostgres)("claims under concurrency (PostgreSQL)", () => {
  it("pays once for 20 parallel claims of one step", async () => {
    const mission = await defineMission(t.app, adminToken, { category: "survey", title: copy("Race") });
    const member = await createMemberWithPoints(t.database.db, 0);
    await answerSurvey(member.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(stepOf(mission).id, member.token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const paid = (await entriesOf(t.database.db, member.user.id, { limit: 50 })).filter(
      (entry) => entry.historyType === "SubMission" && entry.causeId === stepOf(mission).id,
    );
    expect(paid).toHaveLength(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
