import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerAccounts } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission, stepOf } from "../../test/missions.js";
import { createMemberWithPoints } from "../../test/points.js";
import { quickSurvey } from "../../test/surveys.js";
import { noticeExpiringPoints } from "../ledger/index.js";
import { mailboxMessages } from "../messaging/index.js";
import { updateUser } from "../users/index.js";
import { deliverPendingNotifications, notifications, notify } from "./index.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, config: t.config, jobs: null });
const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload ? { payload } : {}) });
const kindsOf = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);

class Rollback extends Error {}

describe("notify", () => {
  it("stores nothing and sends nothing when the caller's transaction rolls back", async () => {
    const member = await createSignedInUser(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, member.user.id, "points_received", { cause: "rolled-back", values: { points: 5 } });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    await deliverPendingNotifications(deps());
    expect(await kindsOf(member.user.id)).toEqual([]);
    expect(await mailboxMessages(t.database.db, member.user.email)).toEqual([]);
  });

  it("delivers a committed notification once, by email in the member's language, and a replay adds nothing", async () => {
    const member = await createSignedInUser(t.database.db, { locale: "vi" });
    for (let i = 0; i < 2; i++) {
      await t.database.db.transaction((tx) =>
        notify(tx, member.user.id, "points_received", { cause: `once:${member.user.id}`, values: { points: 50 } }),
      );
    }
    await deliverPendingNotifications(deps());
    await deliverPendingNotifications(deps());
    const mail = await mailboxMessages(t.database.db, member.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Bạn đã nhận điểm");
    expect(mail[0]?.body).toContain("50 điểm");
    expect(await kindsOf(member.user.id)).toEqual(["points_received"]);
  });

  it("keeps email for the digest (once per day) or not at all (never), by the member's setting", async () => {
    const daily = await createSignedInUser(t.database.db);
    const never = await createSignedInUser(t.database.db);
    await updateUser(t.database.db, daily.user.id, { mailSetting: "once_per_day" });
    await updateUser(t.database.db, never.user.id, { mailSetting: "never" });
    for (const member of [daily, never]) {
      await t.database.db.transaction((tx) =>
        notify(tx, member.user.id, "points_received", { cause: `setting:${member.user.id}`, values: { points: 1 } }),
      );
    }
    await deliverPendingNotifications(deps());
    const mails = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.cause, `setting:${daily.user.id}`));
    expect(mails.map((row) => [row.delivery, row.mail])).toEqual([["done", "digest"]]);
    const quiet = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.cause, `setting:${never.user.id}`));
    expect(quiet.map((row) => [row.delivery, row.mail])).toEqual([["done", "none"]]);
    expect(await mailboxMessages(t.database.db, daily.user.email)).toEqual([]);
    expect(await mailboxMessages(t.database.db, never.user.email)).toEqual([]);
  });
});

describe("the member's notifications", () => {
  it("lists, pages, opens and lights the bell; another member's notification is not found", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    const none = (await call("GET", "/push_notifications?page=1&limit=2", member.token)).json();
    expect(none.meta).toEqual({ page: 1, limit: 2, total: 0, total_pages: 0 });
    // Nothing has arrived: the bell is dark though it was never opened.
    expect(none.data.notiSeen).toBe(true);
    for (const point of [10, 20, 30]) {
      const granted = await call("POST", "/admin/point_grants", adminToken, {
        user_id: member.user.id,
        point,
        reason: "Thanks",
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    // Sent at once (instant is the default), one email per grant.
    expect(await mailboxMessages(t.database.db, member.user.email)).toHaveLength(3);

    const first = await call("GET", "/push_notifications?page=1&limit=2", member.token);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.meta).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2 });
    expect(page.data.notiSeen).toBe(false);
    expect(page.data.unread).toBe(3);
    expect(page.data.list.map((item: { body: string }) => item.body)).toEqual([
      "30 points were added to your balance.",
      "20 points were added to your balance.",
    ]);
    const newest = page.data.list[0];
    expect(newest).toMatchObject({ kind: "points_received", reasonable_type: "Notification", read: false });
    expect(newest.reasonable_id).toBe(newest.id);

    expect((await call("GET", "/setting", member.token)).json().data.notiSeen).toBe(false);
    expect((await call("PUT", "/setting/read_notice", member.token)).json().data).toEqual({ notiSeen: true });
    expect((await call("GET", "/setting", member.token)).json().data.notiSeen).toBe(true);

    const detail = await call("GET", `/push_notifications/${newest.id}`, member.token);
    expect(detail.json().data).toMatchObject({ id: newest.id, title: "You received points", read: false });
    const opened = await call("POST", "/user_notifications", member.token, {
      user_id: member.user.id,
      path: "home",
      reasonable_type: "Notification",
      reasonable_id: newest.id,
    });
    expect(opened.json().data).toEqual({ opened: true, notiSeen: true });
    expect((await call("GET", `/push_notifications/${newest.id}`, member.token)).json().data.read).toBe(true);
    const again = await call("POST", "/user_notifications", member.token, {
      reasonable_type: "Notification",
      reasonable_id: newest.id,
    });
    expect(again.json().data.opened).toBe(false);

    const stranger = await createSignedInUser(t.database.db);
    expect((await call("GET", `/push_notifications/${newest.id}`, stranger.token)).statusCode).toBe(404);
    const theirs = await call("POST", "/user_notifications", stranger.token, {
      reasonable_type: "Notification",
      reasonable_id: page.data.list[1].id,
    });
    expect(theirs.json().data.opened).toBe(false);
    expect((await call("GET", "/push_notifications", member.token)).json().data.unread).toBe(2);
    expect((await t.app.inject({ method: "GET", url: "/api/push_notifications" })).statusCode).toBe(401);
    // One more arrives after the bell was opened: it lights again.
    const later = await call("POST", "/admin/point_grants", adminToken, {
      user_id: member.user.id,
      point: 5,
      reason: "Later",
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await call("GET", "/setting", member.token)).json().data.notiSeen).toBe(false);
  });
});

describe("producers", () => {
  it("a published survey tells the members it targets; announced results tell those who answered", async () => {
    const indo = await createMemberWithPoints(t.database.db, 0, { market: "indo" });
    const survey = await quickSurvey(t.app, adminToken, 300);
    const list = (await call("GET", "/push_notifications", indo.token)).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({ kind: "survey_opened", reasonable_type: "Survey", reasonable_id: survey.id }),
    ]);
    expect(list[0].body).toContain("300 points");

    const answered = await t.app.inject({
      method: "POST",
      url: `/api/admin/surveys/${survey.id}/announce_results`,
      headers: { token: adminToken },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // Nobody answered: nobody hears of the results.
    expect(await kindsOf(indo.user.id)).toEqual(["survey_opened"]);
  });

  it("a completed mission step tells the member it can be claimed, once, and claiming it settles the notice", async () => {
    const mission = await defineMission(t.app, adminToken, {
      type: "daily",
      level: null,
      category: "attendance",
      title: copy("Check in"),
      sub_missions: [{ title: copy("Check in today"), description: copy("x"), target: 1, point: 7 }],
    });
    const member = await createMemberWithPoints(t.database.db, 0);
    const checkIn = await t.app.inject({
      method: "POST",
      url: "/api/attendance/check_in",
      headers: { token: member.token, timezone: "Asia/Jakarta" },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const list = (await call("GET", "/push_notifications", member.token)).json().data.list;
    expect(list.filter((item: { kind: string }) => item.kind === "mission_claimable")).toEqual([
      expect.objectContaining({
        body: "You completed a mission step: claim your 7 points.",
        link: "/home/mission",
        done: false,
        read: false,
      }),
    ]);

    const claimed = await t.app.inject({
      method: "PUT",
      url: `/api/sub_missions/${stepOf(mission).id}`,
      headers: { token: member.token, timezone: "Asia/Jakarta" },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const after = (await call("GET", "/push_notifications", member.token)).json().data;
    expect(after.list.filter((item: { kind: string }) => item.kind === "mission_claimable")).toEqual([
      expect.objectContaining({ done: true, read: true }),
    ]);
  });

  it("identical notices of one kind on one day are one item, opened together; each leads to its screen", async () => {
    const member = await createMemberWithPoints(t.database.db, 0);
    for (const point of [25, 25, 25, 40]) {
      const granted = await call("POST", "/admin/point_grants", adminToken, {
        user_id: member.user.id,
        point,
        reason: "Thanks",
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    const page = (await call("GET", "/push_notifications", member.token)).json().data;
    expect(
      page.list.map((item: { body: string; count: number; link: string }) => [item.body, item.count, item.link]),
    ).toEqual([
      ["40 points were added to your balance.", 1, "/home/points"],
      ["25 points were added to your balance.", 3, "/home/points"],
    ]);
    const opened = await call("POST", "/user_notifications", member.token, {
      reasonable_type: "Notification",
      reasonable_id: page.list[1].id,
    });
    expect(opened.json().data.opened).toBe(true);
    const after = (await call("GET", "/push_notifications", member.token)).json().data;
    expect(after.unread).toBe(1);
    expect(after.list.map((item: { read: boolean }) => item.read)).toEqual([false, true]);
  });

  it("points that expire within 30 days are announced once per stretch of inactivity", async () => {
    const member = await createMemberWithPoints(t.database.db, 400);
    const now = new Date();
    const lastChange = new Date(now);
    lastChange.setUTCFullYear(lastChange.getUTCFullYear() - 2);
    lastChange.setUTCDate(lastChange.getUTCDate() + 10);
    await t.database.db
      .update(ledgerAccounts)
      .set({ lastChangeAt: lastChange })
      .where(eq(ledgerAccounts.userId, member.user.id));
    expect(await noticeExpiringPoints(t.database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await noticeExpiringPoints(t.database.db, now)).toBe(0);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(rows.filter((row) => row.kind === "points_expiring").map((row) => row.values.points)).toEqual([400]);
  });
});
