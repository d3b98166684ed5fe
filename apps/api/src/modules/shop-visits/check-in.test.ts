import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityEvents, storeCheckIns } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { counterToken, printedToken, storeWithStaff } from "../../test/shops.js";
import { balanceOf } from "../ledger/index.js";
import { storeHours, stores } from "../stores/index.js";
import { notifyVisit } from "./notices.js";
import { memberStoreStars, shopCheckInRefusals, shopVisitNoticeMarks, storeCheckInConfigs } from "./tables.js";

/** Run on PGlite by default, on PostgreSQL with TEST_DATABASE_URL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: "GET" | "POST" | "PATCH", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/shop${url}`, headers: token ? { token } : {}, ...(payload && { payload }) });
const checkInAt = (storeId: string, place: { lat: number; lng: number }, token: string, qr: string) =>
  call("POST", `/stores/${storeId}/checkin?lat=${place.lat}&long=${place.lng}`, token, {
    token: qr,
    version: "1.0.0",
    timezone_checkedin: "Asia/Jakarta",
  });

describe("POST stores/{id}/checkin", () => {
  it("checks in once with the counter's QR: stars, points, the survey record, the event and the notice", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const qr = await counterToken(db(), storeId);

    const first = await checkInAt(storeId, place, member.token, qr);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ point: 5, star: 1, code: "checked_in", stars: 1, store_id: storeId });
    expect(first.json().data.message).toContain("1 star");
    expect(await balanceOf(db(), member.user.id)).toBe(5);
    const surveyRecord = await db().select().from(storeCheckIns).where(eq(storeCheckIns.userId, member.user.id));
    expect(surveyRecord).toHaveLength(1);
    const events = await db()
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, member.user.id), eq(activityEvents.kind, "shop_checked_in")));
    expect(events).toHaveLength(1);

    const again = await checkInAt(storeId, place, member.token, qr);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, code: "checkin_already_today" });

    const card = await call("GET", `/user_stars?store_id=${storeId}`, member.token);
    expect(card.json().data).toMatchObject({
      stars: 1,
      lifetime_stars: 1,
      tier: "member",
      card_size: 10,
      stamps: 1,
      visit_count: 1,
    });
    const history = await call("GET", `/user_stars/history?store_id=${storeId}`, member.token);
    expect(history.json().data).toMatchObject([{ delta: 1, balance: 1, reason: "check_in" }]);
    const visited = await call("GET", "/infos/visited", member.token);
    expect(visited.json().data).toMatchObject([{ id: storeId, visit_count: 1, stars: 1 }]);

    const notices = await call("GET", "/notifications", member.token);
    expect(notices.statusCode, notices.body).toBe(200);
    expect(notices.json().meta.unseen).toBe(1);
    const [notice] = notices.json().data;
    expect(notice).toMatchObject({ event: "checked_in", status: "unseen", store_id: storeId });
    const seen = await call("PATCH", `/notifications/${notice.id}`, member.token, { status: "seen" });
    expect(seen.json().data.status).toBe("seen");
    const stranger = await createSignedInUser(db());
    expect((await call("GET", `/notifications/${notice.id}`, stranger.token)).statusCode).toBe(404);
  });

  it("refuses an expired, a tampered and another store's token, and a printed one unless the store accepts it", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const other = await storeWithStaff(db(), "Other café");
    const member = await createSignedInUser(db());

    const old = await counterToken(db(), storeId, new Date(Date.now() - 5 * 60_000));
    expect((await checkInAt(storeId, place, member.token, old)).json().code).toBe("checkin_token_expired");

    const good = await counterToken(db(), storeId);
    const [version, window, signature] = good.split(".") as [string, string, string];
    const tampered = `${version}.${Number(window) + 1}.${signature}`;
    expect((await checkInAt(storeId, place, member.token, tampered)).json().code).toBe("checkin_token_invalid");
    const flipped = `${version}.${window}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect((await checkInAt(storeId, place, member.token, flipped)).json().code).toBe("checkin_token_invalid");
    const foreign = await counterToken(db(), other.storeId);
    const refused = await checkInAt(storeId, place, member.token, foreign);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "checkin_token_invalid",
      message: "This QR code is not valid for this store.",
    });
    expect((await checkInAt(storeId, place, member.token, "nonsense")).json().code).toBe("checkin_token_invalid");

    const printed = await printedToken(db(), storeId);
    expect((await checkInAt(storeId, place, member.token, printed)).json().code).toBe("checkin_static_refused");
    await db().insert(storeCheckInConfigs).values({ storeId, acceptStaticQr: true });
    const accepted = await checkInAt(storeId, place, member.token, printed);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = await db().select().from(shopCheckInRefusals).where(eq(shopCheckInRefusals.userId, member.user.id));
    expect(rows.map((row) => row.reason).sort()).toEqual(
      [
        "token_expired",
        "token_invalid",
        "token_invalid",
        "token_invalid",
        "token_invalid",
        "token_static_refused",
      ].sort(),
    );
  });

  it("refuses a far-away position with a clear message and records it for review", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const qr = await counterToken(db(), storeId);
    const far = await checkInAt(storeId, { lat: place.lat + 0.01, lng: place.lng }, member.token, qr);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ status: false, code: "checkin_too_far" });
    expect(far.json().message).toContain("too far");
    // The screen says how far the phone thinks it is and how near it must be.
    expect(far.json().data.radius_metres).toBe(200);
    expect(far.json().data.distance_metres).toBeGreaterThan(1000);
    const [refusal] = await db()
      .select()
      .from(shopCheckInRefusals)
      .where(eq(shopCheckInRefusals.userId, member.user.id));
    expect(refusal).toMatchObject({ reason: "too_far", storeId });
    expect(refusal?.distanceMetres).toBeGreaterThan(1000);
    expect(await balanceOf(db(), member.user.id)).toBe(0);
  });

  it("refuses a check-in outside the opening hours with today's hours, unless the owner takes them then", async () => {
    const { storeId, place, staff } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    // Open two hours from now for an hour, every day (the store's zone is Jakarta, UTC+7).
    const now = new Date();
    const minute = ((now.getUTCHours() + 7) % 24) * 60 + now.getUTCMinutes();
    const opens = (minute + 120) % 1440;
    const closes = (minute + 180) % 1440;
    await db()
      .insert(storeHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ storeId, weekday, opensMinute: opens, closesMinute: closes })));
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

    const closed = await checkInAt(storeId, place, member.token, await counterToken(db(), storeId));
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({
      code: "checkin_closed",
      message: "This store is closed now. Please check in during its opening hours.",
      data: { hours_today: [{ opens: clock(opens), closes: clock(closes) }], time_zone: "Asia/Jakarta" },
    });
    const [refusal] = await db()
      .select()
      .from(shopCheckInRefusals)
      .where(eq(shopCheckInRefusals.userId, member.user.id));
    expect(refusal?.reason).toBe("closed");

    await db().update(stores).set({ ownerId: staff.user.id }).where(eq(stores.id, storeId));
    const allow = await call("PATCH", `/staff/stores/${storeId}/checkin_settings`, staff.token, {
      accept_outside_hours: true,
    });
    expect(allow.json().data).toMatchObject({ accept_outside_hours: true });
    const open = await checkInAt(storeId, place, member.token, await counterToken(db(), storeId));
    expect(open.statusCode, open.body).toBe(200);
  });

  it("adds the tier's bonus points: the tier held before the check-in counts", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    await db()
      .insert(memberStoreStars)
      .values({ userId: member.user.id, storeId, stars: 2, lifetimeStars: 9, visitCount: 9 });
    const before = (await call("GET", `/user_stars?store_id=${storeId}`, member.token)).json().data;
    expect(before).toMatchObject({
      tier: "member",
      perks: { bonus_points: 0, points_per_check_in: 5 },
      next_tier: {
        tier: "silver",
        lifetime_stars: 10,
        stars_missing: 1,
        perks: { bonus_points: 2, points_per_check_in: 7 },
      },
    });
    // Still a member when this check-in starts: the base points; it reaches silver.
    const first = await checkInAt(storeId, place, member.token, await counterToken(db(), storeId));
    expect(first.json().data).toMatchObject({ point: 5, star: 1 });
    const silver = (await call("GET", `/user_stars?store_id=${storeId}`, member.token)).json().data;
    expect(silver).toMatchObject({
      tier: "silver",
      perks: { bonus_points: 2, points_per_check_in: 7 },
      next_tier: { tier: "gold", lifetime_stars: 30, stars_missing: 20, perks: { bonus_points: 5 } },
    });
    // The next visit, another day, gives silver's points.
    await db().execute(sql`update shop_check_ins set local_day = '2000-01-01' where user_id = ${member.user.id}`);
    await db().execute(
      sql`update shop_check_in_cooldowns set last_at = now() - interval '1 hour' where user_id = ${member.user.id}`,
    );
    const second = await checkInAt(storeId, place, member.token, await counterToken(db(), storeId));
    expect(second.json().data).toMatchObject({ point: 7, message: "Checked in! You earned 1 star(s) and 7 point(s)." });
    expect(await balanceOf(db(), member.user.id)).toBe(12);
    await db().update(memberStoreStars).set({ lifetimeStars: 40 }).where(eq(memberStoreStars.userId, member.user.id));
    const gold = (await call("GET", `/user_stars?store_id=${storeId}`, member.token)).json().data;
    expect(gold).toMatchObject({ tier: "gold", perks: { bonus_points: 5, points_per_check_in: 10 }, next_tier: null });
  });

  it("makes a member wait before checking in at a second store", async () => {
    const one = await storeWithStaff(db());
    const two = await storeWithStaff(db(), "Next door");
    const member = await createSignedInUser(db());
    expect(
      (await checkInAt(one.storeId, one.place, member.token, await counterToken(db(), one.storeId))).statusCode,
    ).toBe(200);
    const soon = await checkInAt(two.storeId, two.place, member.token, await counterToken(db(), two.storeId));
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: "checkin_cooldown", retry_after: 60 });
  });

  it("needs a session", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const response = await checkInAt(storeId, place, "", await counterToken(db(), storeId));
    expect(response.statusCode).toBe(401);
  });
});

describe("settings/1", () => {
  it("answers the defaults and keeps a change", async () => {
    const member = await createSignedInUser(db());
    expect((await call("GET", "/settings/1", member.token)).json().data).toEqual({
      id: 1,
      notification_frequency: "instant",
      campaign_notifications: true,
    });
    const changed = await call("PATCH", "/settings/1", member.token, { notification_frequency: "never" });
    expect(changed.json().data.notification_frequency).toBe("never");
    expect((await call("GET", "/settings/1", member.token)).json().data.notification_frequency).toBe("never");
    expect((await call("GET", "/settings/2", member.token)).statusCode).toBe(400);
  });

  it("never: a check-in still gives its stars and points, but no visit notice", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    await call("PATCH", "/settings/1", member.token, { notification_frequency: "never" });
    const done = await checkInAt(storeId, place, member.token, await counterToken(db(), storeId));
    expect(done.statusCode, done.body).toBe(200);
    expect(await balanceOf(db(), member.user.id)).toBe(5);
    expect((await call("GET", "/notifications", member.token)).json().meta.total).toBe(0);
  });

  it("daily: one visit notice per store a day; instant: every one", async () => {
    const first = await storeWithStaff(db());
    const second = await storeWithStaff(db(), "Second café");
    const member = await createSignedInUser(db());
    const tell = (storeId: string, cause: string) =>
      db().transaction((tx) =>
        notifyVisit(tx, member.user.id, "shop_coupon_received", {
          cause,
          values: { title: "Free coffee", store: "Test café", store_id: storeId },
        }),
      );
    await call("PATCH", "/settings/1", member.token, { notification_frequency: "daily" });
    expect(await tell(first.storeId, "a")).toEqual({ notified: true });
    expect(await tell(first.storeId, "b")).toEqual({ notified: false });
    expect(await tell(second.storeId, "c")).toEqual({ notified: true });
    await call("PATCH", "/settings/1", member.token, { notification_frequency: "instant" });
    expect(await tell(first.storeId, "d")).toEqual({ notified: true });
    expect((await call("GET", "/notifications", member.token)).json().meta.total).toBe(3);
  });

  it("daily: visit events at once tell the member once; an instant notice today counts", async () => {
    const { storeId } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const tell = (cause: string) =>
      db().transaction((tx) =>
        notifyVisit(tx, member.user.id, "shop_coupon_received", {
          cause,
          values: { title: "Free coffee", store: "Test café", store_id: storeId },
        }),
      );
    expect(await tell("instant")).toEqual({ notified: true });
    await call("PATCH", "/settings/1", member.token, { notification_frequency: "daily" });
    expect(await tell("after-switch")).toEqual({ notified: false });

    // A day later, ten events race (on PostgreSQL each in its own connection): one notice.
    await db()
      .update(shopVisitNoticeMarks)
      .set({ lastAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(shopVisitNoticeMarks.userId, member.user.id));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => tell(`race-${index}`)));
    expect(answers.filter((answer) => answer.notified)).toHaveLength(1);
    expect((await call("GET", "/notifications", member.token)).json().meta.total).toBe(2);
  });
});

describe("the staff console's check-in calls", () => {
  it("gives the counter QR to the store's staff only, and lists today's check-ins", async () => {
    const { storeId, place, staff } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const qr = await call("GET", `/staff/stores/${storeId}/checkin_qr`, staff.token);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.json().data).toMatchObject({ store_id: storeId, period_seconds: 30 });
    expect(qr.json().data.qr_text).toContain(`/home/shops/check-in?store_id=${storeId}&token=`);
    // The link is the site's configured address with its port, whatever host the request named.
    expect(t.config.PUBLIC_URL).toMatch(/:\d+$/);
    expect(qr.json().data.qr_text.startsWith(`${t.config.PUBLIC_URL}/home/shops/check-in?`)).toBe(true);
    const elsewhere = await t.app.inject({
      method: "GET",
      url: `/api/shop/staff/stores/${storeId}/static_qr`,
      headers: { token: staff.token, host: "internal.example" },
    });
    expect(elsewhere.json().data.qr_text.startsWith(`${t.config.PUBLIC_URL}/home/shops/check-in?`)).toBe(true);
    expect((await call("GET", `/staff/stores/${storeId}/checkin_qr`, member.token)).statusCode).toBe(403);

    expect((await checkInAt(storeId, place, member.token, qr.json().data.token)).statusCode).toBe(200);
    const today = await call("GET", `/staff/stores/${storeId}/checkins`, staff.token);
    expect(today.json().data).toMatchObject([{ member: { id: member.user.id }, trust: "rotating", stars: 1 }]);
    expect((await call("GET", "/staff/stores", staff.token)).json().data).toMatchObject([
      { id: storeId, is_owner: false },
    ]);
    // Only the owner changes the check-in rules.
    const change = await call("PATCH", `/staff/stores/${storeId}/checkin_settings`, staff.token, {
      accept_static_qr: true,
    });
    expect(change.statusCode).toBe(403);
  });

  it("puts the owner's change of the check-in rules in the back office's audit log", async () => {
    const { storeId, staff } = await storeWithStaff(db());
    await db().update(stores).set({ ownerId: staff.user.id }).where(eq(stores.id, storeId));
    const change = await call("PATCH", `/staff/stores/${storeId}/checkin_settings`, staff.token, {
      accept_static_qr: true,
    });
    expect(change.statusCode, change.body).toBe(200);
    const admin = await createSignedInUser(db(), { roles: ["member", "admin"] });
    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit_log?target_id=${storeId}&action=store.checkin_settings`,
      headers: { token: admin.token },
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data).toMatchObject([
      {
        action: "store.checkin_settings",
        actor_id: staff.user.id,
        actor_role: "shop_staff",
        target_kind: "store",
        after: { store_id: storeId, accept_static_qr: true },
      },
    ]);
  });
});
