import type { NotificationCampaignRequestInput, NotificationSegmentInput } from "@rewards/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, memberActivityHours, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { mailboxMessages } from "../messaging/index.js";
import { updateUser } from "../users/index.js";
import { deliverPendingNotifications, notificationCampaigns, notifications, sendDueCampaigns } from "./index.js";

let t: TestApp;
let authorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  authorToken = (await createSignedInUser(t.database.db, { roles: ["member", "author"] })).token;
});
afterAll(() => t.close());

const minute = 60_000;
const day = 24 * 60 * minute;

const call = (method: "GET" | "POST", url: string, payload?: object, token = authorToken) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload ? { payload } : {}) });

/** Each test's members get a level of their own, so its segments reach only them. */
let nextLevel = 600;
const freshLevel = () => {
  nextLevel += 10;
  return nextLevel;
};

async function member(level: number, input: Parameters<typeof createSignedInUser>[1] = {}) {
  const created = await createSignedInUser(t.database.db, input);
  await t.database.db.update(users).set({ level }).where(eq(users.id, created.user.id));
  return created;
}

const words = {
  title: { en: "Double points weekend", vi: "Cuối tuần nhân đôi điểm", id: "Akhir pekan poin ganda" },
  body: {
    en: "Every survey pays double until Sunday.",
    vi: "Mọi khảo sát được nhân đôi điểm đến Chủ nhật.",
    id: "Setiap survei dibayar dua kali lipat sampai Minggu.",
  },
};

function campaign(segment: Partial<NotificationSegmentInput>, extra: Partial<NotificationCampaignRequestInput> = {}) {
  return { ...words, segment: { markets: ["indo", "vi"], ...segment }, ...extra };
}

async function schedule(
  segment: Partial<NotificationSegmentInput>,
  extra: Partial<NotificationCampaignRequestInput> = {},
) {
  const response = await call("POST", "/admin/notifications", campaign(segment, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; status: string; audience: number; send_at: string };
}

const sentQueue: string[] = [];
const queue = {
  send: async (name: string) => {
    sentQueue.push(name);
    return null;
  },
};
const send = (options: { now?: Date; batchSize?: number; maxBatches?: number } = {}) =>
  sendDueCampaigns(t.database.db, {
    queue,
    ...(options.now && { now: () => options.now as Date }),
    ...(options.batchSize && { batchSize: options.batchSize }),
    ...(options.maxBatches && { maxBatches: options.maxBatches }),
  });

const announcementsOf = (campaignId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "announcement"), like(notifications.cause, `${campaignId}:%`)));

const campaignRow = async (id: string) =>
  (await t.database.db.select().from(notificationCampaigns).where(eq(notificationCampaigns.id, id)))[0];

describe("writing a notification campaign", () => {
  it("refuses a campaign missing a language, a link outside the app, a bad segment or a bad time", async () => {
    const cases: [object, string][] = [
      [campaign({}, { title: { en: "Hi", vi: "Chào" } as never }), "title.id"],
      [campaign({}, { body: { ...words.body, vi: "  " } }), "body.vi"],
      [campaign({ markets: [] }), "segment.markets"],
      [campaign({ markets: ["jp" as never] }), "segment.markets.0"],
      [campaign({ min_level: 5, max_level: 2 }), "segment.min_level"],
      [campaign({ min_age: 40, max_age: 18 }), "segment.min_age"],
      [campaign({ active_within_days: 0 }), "segment.active_within_days"],
      [campaign({}, { link: "https://example.com/home" }), "link"],
      [campaign({}, { link: "//example.com/home" }), "link"],
      [campaign({}, { link: "/admin/members" }), "link"],
      [campaign({}, { link: "/home/no-such-page" }), "link"],
      [campaign({}, { link: "/home/survey/../../admin" }), "link"],
      [campaign({}, { send_at: new Date(Date.now() - 60 * minute).toISOString() }), "send_at"],
      [campaign({}, { send_at: new Date(Date.now() + 91 * day).toISOString() }), "send_at"],
    ];
    for (const [payload, field] of cases) {
      const response = await call("POST", "/admin/notifications", payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().field, response.body).toBe(field);
    }
    expect(await t.database.db.select().from(notificationCampaigns)).toEqual([]);
  });

  it("schedules a campaign with its audience, its link and the author, recorded in the audit log", async () => {
    const level = freshLevel();
    await member(level);
    await member(level, { market: "vi" });
    const sendAt = new Date(Date.now() + 2 * day).toISOString();
    const response = await call(
      "POST",
      "/admin/notifications",
      campaign({ min_level: level, max_level: level }, { link: "/home/mission?tab=daily", send_at: sendAt }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      status: "scheduled",
      audience: 2,
      recipients: 0,
      link: "/home/mission?tab=daily",
      send_at: sendAt,
      segment: { markets: ["indo", "vi"], min_level: level, max_level: level, active_within_days: null },
      title: words.title,
      created_by_email: expect.stringContaining("@example.com"),
    });
    const [audit] = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, created.id));
    expect(audit).toMatchObject({ action: "notification_campaign.create", actorRole: "author" });

    const one = await call("GET", `/admin/notifications/${created.id}`);
    expect(one.json().data).toEqual(created);
    // Its time has not come: nothing is sent.
    await send();
    expect((await campaignRow(created.id))?.status).toBe("scheduled");
    expect(await announcementsOf(created.id)).toEqual([]);
  });

  it("counts the audience of a segment: markets, levels, recent activity and ages", async () => {
    const level = freshLevel();
    const thirtyYearsAgo = new Date(Date.now() - 30.5 * 365.25 * day).toISOString().slice(0, 10);
    const indoAdult = await member(level, { birthDay: thirtyYearsAgo });
    await member(level, { market: "vi" });
    await member(level + 1);
    const suspended = await member(level);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    const deleted = await member(level);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    await t.database.db.insert(memberActivityHours).values([
      { userId: indoAdult.user.id, hour: new Date(Date.now() - 2 * day) },
      { userId: suspended.user.id, hour: new Date(Date.now() - 2 * day) },
    ]);

    const audience = async (segment: Partial<NotificationSegmentInput>) => {
      const response = await call("POST", "/admin/notifications/audience", {
        segment: { markets: ["indo", "vi"], min_level: level, max_level: level, ...segment },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.members;
    };
    expect(await audience({})).toBe(2);
    expect(await audience({ markets: ["vi"] })).toBe(1);
    expect(await audience({ max_level: level + 1 })).toBe(3);
    expect(await audience({ active_within_days: 7 })).toBe(1);
    expect(await audience({ active_within_days: 1 })).toBe(0);
    expect(await audience({ min_age: 30, max_age: 31 })).toBe(1);
    expect(await audience({ min_age: 31 })).toBe(0);
    expect((await call("POST", "/admin/notifications/audience", { segment: { markets: [] } })).statusCode).toBe(400);
  });
});

describe("sending a campaign", () => {
  it("tells each member once, in their language with the link, by their mail settings", async () => {
    const level = freshLevel();
    const vi = await member(level, { locale: "vi", market: "vi" });
    const id = await member(level, { locale: "id" });
    const en = await member(level);
    await updateUser(t.database.db, en.user.id, { mailSetting: "never" });
    const created = await schedule({ min_level: level, max_level: level }, { link: "/home/survey" });
    expect(created.status).toBe("scheduled");

    sentQueue.length = 0;
    await send();
    expect(sentQueue).toContain("deliver-notifications");
    expect(await campaignRow(created.id)).toMatchObject({ status: "sent", recipients: 3, audience: 3 });
    await deliverPendingNotifications({ db: t.database.db, config: t.config, jobs: null });

    const seen = async (token: string) => {
      const list = await call("GET", "/push_notifications", undefined, token);
      expect(list.statusCode, list.body).toBe(200);
      const [item] = list.json().data.list;
      const detail = await call("GET", `/push_notifications/${item.id}`, undefined, token);
      expect(detail.json().data).toEqual(item);
      return item;
    };
    expect(await seen(vi.token)).toMatchObject({
      kind: "announcement",
      title: words.title.vi,
      body: words.body.vi,
      link: "/home/survey",
      reasonable_type: "Notification",
    });
    expect(await seen(id.token)).toMatchObject({ title: words.title.id, body: words.body.id });
    expect(await seen(en.token)).toMatchObject({ title: words.title.en, body: words.body.en });

    const [viMail] = await mailboxMessages(t.database.db, vi.user.email);
    expect(viMail?.subject).toBe(words.title.vi);
    expect(viMail?.body).toContain(words.body.vi);
    expect(await mailboxMessages(t.database.db, en.user.email)).toEqual([]);
  });

  it("finishes a send stopped halfway without telling anyone twice, and a replay adds nothing", async () => {
    const level = freshLevel();
    const members = [];
    for (let i = 0; i < 7; i++) members.push(await member(level));
    const created = await schedule({ min_level: level, max_level: level });

    // A process stops after one batch of three: the batch and the cursor were committed together.
    await send({ batchSize: 3, maxBatches: 1 });
    expect(await campaignRow(created.id)).toMatchObject({ status: "sending", recipients: 3 });
    expect(await announcementsOf(created.id)).toHaveLength(3);

    // The next run carries on from the cursor.
    await send({ batchSize: 3 });
    expect(await campaignRow(created.id)).toMatchObject({ status: "sent", recipients: 7 });
    const sent = await announcementsOf(created.id);
    expect(new Set(sent.map((row) => row.userId))).toEqual(new Set(members.map((m) => m.user.id)));

    // The job delivered twice, and a run that lost its cursor: still one notification each.
    await send({ batchSize: 3 });
    await t.database.db
      .update(notificationCampaigns)
      .set({ status: "sending", lastMemberId: null })
      .where(eq(notificationCampaigns.id, created.id));
    await send({ batchSize: 2 });
    expect(await announcementsOf(created.id)).toHaveLength(7);
    expect(await campaignRow(created.id)).toMatchObject({ status: "sent", recipients: 7 });
  });

  it("sends a scheduled campaign at its time, to the segment as it is then", async () => {
    const level = freshLevel();
    const early = await member(level);
    const sendAt = new Date(Date.now() + day);
    const created = await schedule({ min_level: level, max_level: level }, { send_at: sendAt.toISOString() });
    await send({ now: new Date(sendAt.getTime() - minute) });
    expect((await campaignRow(created.id))?.status).toBe("scheduled");
    const late = await member(level);

    await send({ now: new Date(sendAt.getTime() + minute) });
    const row = await campaignRow(created.id);
    expect(row).toMatchObject({ status: "sent", audience: 1, recipients: 2 });
    expect(row?.startedAt?.getTime()).toBe(sendAt.getTime() + minute);
    expect((await announcementsOf(created.id)).map((n) => n.userId).sort()).toEqual(
      [early.user.id, late.user.id].sort(),
    );
  });
});

describe("cancelling a campaign", () => {
  it("cancels a scheduled campaign, which then sends nothing; only a scheduled one can be cancelled", async () => {
    const level = freshLevel();
    await member(level);
    const sendAt = new Date(Date.now() + 3 * day);
    const created = await schedule({ min_level: level, max_level: level }, { send_at: sendAt.toISOString() });

    const cancelled = await call("POST", `/admin/notifications/${created.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", cancelled_at: expect.any(String) });
    const audit = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, created.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "notification_campaign.cancel",
      "notification_campaign.create",
    ]);

    await send({ now: new Date(sendAt.getTime() + day) });
    expect(await announcementsOf(created.id)).toEqual([]);
    expect((await campaignRow(created.id))?.status).toBe("cancelled");

    const again = await call("POST", `/admin/notifications/${created.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("campaign_state_conflict");

    const now = await schedule({ min_level: level, max_level: level });
    await send();
    const late = await call("POST", `/admin/notifications/${now.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect((await announcementsOf(now.id)).length).toBe(1);

    const missing = await call("POST", "/admin/notifications/0190a1b2-0000-7000-8000-000000000000/cancel");
    expect(missing.statusCode).toBe(404);
  });
});

describe("the console's list", () => {
  it("pages newest first and filters by status; members and support staff are refused", async () => {
    const all = await call("GET", "/admin/notifications");
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.meta).toMatchObject({ page: 1, limit: 20 });
    expect(body.data.length).toBe(body.meta.total);
    const created = body.data.map((row: { created_at: string }) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const cancelled = (await call("GET", "/admin/notifications?status=cancelled")).json();
    expect(cancelled.data.length).toBeGreaterThan(0);
    expect(cancelled.data.every((row: { status: string }) => row.status === "cancelled")).toBe(true);
    expect((await call("GET", "/admin/notifications?page=2")).json().data).toEqual([]);
    expect((await call("GET", "/admin/notifications?status=draft")).statusCode).toBe(400);

    const support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    expect((await call("GET", "/admin/notifications", undefined, support.token)).statusCode).toBe(403);
    const plain = await createSignedInUser(t.database.db);
    expect((await call("POST", "/admin/notifications", campaign({}), plain.token)).statusCode).toBe(403);
  });
});
