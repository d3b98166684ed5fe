import { appSettingDefaults } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";
import { activitiesOf } from "../activity/index.js";
import { entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import { checkIn } from "./service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkInCall = (token: string, timezone = "Asia/Jakarta") =>
  t.app.inject({ method: "POST", url: "/api/attendance/check_in", headers: { token, timezone } });
const state = (token: string, timezone = "Asia/Jakarta") =>
  t.app.inject({ method: "GET", url: "/api/attendance", headers: { token, timezone } });

describe("daily attendance", () => {
  it("pays the day's points once per local day, through the ledger, and records the check-in", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const before = (await state(member.token)).json().data;
    expect(before).toMatchObject({ checked_in_today: false, streak: 0, daily_points: 5, days_to_weekly_bonus: 7 });

    const first = await checkInCall(member.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ awarded: 5, remaining: 5, streak: 1, checked_in_today: true });
    expect(first.json().data.next_check_in_at).not.toBeNull();
    expect(first.json().data.week.at(-1)).toMatchObject({ checked_in: true, frozen: false });

    const again = await checkInCall(member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "already_checked_in", message: "You have already checked in today." });
    // Another zone where it is already tomorrow does not open a second check-in today.
    expect((await checkInCall(member.token, "Pacific/Kiritimati")).statusCode).toBe(409);

    const entries = await entriesOf(t.database.db, member.user.id, { limit: 10 });
    expect(entries.map((entry) => [entry.historyType, entry.amountCents])).toEqual([["Attendance", 5]]);
    expect(await activitiesOf(t.database.db, member.user.id, { kinds: ["daily_check_in"] })).toHaveLength(1);
    expect((await state(member.token)).json().data).toMatchObject({ checked_in_today: true, streak: 1 });
  });

  it("pays what the settings say", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/attendance",
      headers: { token: admin.token },
      payload: { value: { ...appSettingDefaults.attendance, daily_points: 9 } },
    });
    expect(saved.statusCode).toBe(200);
    const member = await createMemberWithPoints(t.database.db, 0);
    expect((await checkInCall(member.token)).json().data.awarded).toBe(9);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/attendance",
      headers: { token: admin.token },
      payload: { value: appSettingDefaults.attendance },
    });
  });

  it("builds a streak over days, with the weekly bonus on day 7 and a freeze covering a missed day", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const noon = (day: number) => new Date(Date.UTC(2026, 0, day, 5));
    const results = [];
    for (const day of [1, 2, 3, 4, 5, 6, 7, 9]) {
      results.push(
        await t.database.db.transaction((tx) =>
          checkIn(tx, member.user.id, { now: noon(day), timeZone: "Asia/Jakarta" }),
        ),
      );
    }
    expect(results.map((result) => result.awarded)).toEqual([5, 5, 5, 5, 5, 5, 25, 5]);
    expect(results[6]).toMatchObject({ weekly_bonus: 20, freeze_earned: true, freezes: 1 });
    expect(results[7]).toMatchObject({ streak: 8, freezes_used: 1, freezes: 0 });
    expect(results[7]?.week.map((day) => [day.day, day.checked_in, day.frozen])).toEqual([
      ["2026-01-03", true, false],
      ["2026-01-04", true, false],
      ["2026-01-05", true, false],
      ["2026-01-06", true, false],
      ["2026-01-07", true, false],
      ["2026-01-08", false, true],
      ["2026-01-09", true, false],
    ]);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("is for members with a confirmed phone, signed in", async () => {
    const unconfirmed = await createSignedInUser(t.database.db);
    const refused = await checkInCall(unconfirmed.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("phone_missing");
    expect((await t.app.inject({ method: "POST", url: "/api/attendance/check_in" })).statusCode).toBe(401);
  });

  it.skipIf(!onPostgres)("pays once for 20 check-ins at the same moment (PostgreSQL)", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkInCall(member.token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const entries = await entriesOf(t.database.db, member.user.id, { limit: 10 });
    expect(entries.map((entry) => entry.amountCents)).toEqual([5]);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
