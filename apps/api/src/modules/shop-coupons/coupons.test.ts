import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { storeWithStaff } from "../../test/shops.js";
import { shopStaffActions } from "../shop-visits/index.js";
import { expireCoupons } from "./coupons.js";
import { shopCoupons } from "./tables.js";
import { currentLiveCode, giveStars, insertCampaign } from "./test-support.js";

/** Run on PGlite by default, on PostgreSQL with TEST_DATABASE_URL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: "GET" | "POST" | "PATCH", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/shop${url}`, headers: token ? { token } : {}, ...(payload && { payload }) });
const exchange = (campaignId: string, storeId: string, token?: string) =>
  call("POST", `/campaigns/${campaignId}/exchange`, token, { store_id: storeId });
const day = 24 * 60 * 60 * 1000;

/** What the back office's audit list shows for one target (as an admin sees it). */
async function auditListFor(targetId: string) {
  const admin = await createSignedInUser(db(), { roles: ["member", "admin"] });
  const answer = await t.app.inject({
    method: "GET",
    url: `/api/admin/audit_log?target_id=${targetId}&sort=at`,
    headers: { token: admin.token },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { action: string; actor_id: string; actor_role: string; target_kind: string }[];
}

describe("campaigns", () => {
  it("lists a store's active campaigns with the member's standing, and the card aims at the cheapest", async () => {
    const { storeId } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    await giveStars(db(), member.user.id, storeId, 4);
    const cheap = await insertCampaign(db(), { storeId, starsRequired: 5 });
    await insertCampaign(db(), { storeId, starsRequired: 8, title: "Cake" });
    await insertCampaign(db(), {
      storeId,
      endsAt: new Date(Date.now() - day),
      startsAt: new Date(Date.now() - 2 * day),
    });
    await insertCampaign(db(), { storeId, state: "draft" });

    const active = await call("GET", `/campaigns?store_id=${storeId}`, member.token);
    expect(active.json().meta).toMatchObject({ total: 2, limit: 10 });
    expect(active.json().data[0]).toMatchObject({
      is_valid: true,
      my_stars: 4,
      can_exchange: false,
      is_exchanged: false,
    });
    const expired = await call("GET", `/campaigns?store_id=${storeId}&status=expired`);
    expect(expired.json().data).toMatchObject([{ is_valid: false }]);
    const card = await call("GET", `/user_stars?store_id=${storeId}`, member.token);
    expect(card.json().data).toMatchObject({
      card_size: 5,
      stamps: 4,
      next_reward: { campaign_id: cheap, stars_missing: 1 },
    });
  });

  it("answers the spec's exchange codes", async () => {
    const { storeId } = await storeWithStaff(db());
    const other = await storeWithStaff(db(), "Elsewhere");
    const member = await createSignedInUser(db());
    const campaign = await insertCampaign(db(), { storeId, starsRequired: 3, stockTotal: 1 });

    const visitor = await exchange(campaign, storeId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 401, message: "You must log in before continuing." });
    expect((await exchange(campaign, other.storeId, member.token)).json()).toMatchObject({
      code: 3122,
      message: "This campaign does not belong to this store.",
    });
    expect((await exchange(campaign, storeId, member.token)).json()).toMatchObject({
      code: 3126,
      message: "You do not have enough stamps to exchange.",
    });
    const later = await insertCampaign(db(), { storeId, startsAt: new Date(Date.now() + day) });
    expect((await exchange(later, storeId, member.token)).json().code).toBe(3123);
    const paused = await insertCampaign(db(), { storeId, state: "paused" });
    expect((await exchange(paused, storeId, member.token)).json()).toMatchObject({
      code: 3124,
      message: "This campaign cannot be exchanged at this time.",
    });

    await giveStars(db(), member.user.id, storeId, 7);
    const made = await exchange(campaign, storeId, member.token);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ stars: 4, coupon: { ticket_status: "received", store_id: storeId } });
    expect((await exchange(campaign, storeId, member.token)).json()).toMatchObject({
      code: 3121,
      message: "You have already redeemed this campaign.",
    });
    const second = await createSignedInUser(db());
    await giveStars(db(), second.user.id, storeId, 3);
    expect((await exchange(campaign, storeId, second.token)).json()).toMatchObject({
      code: 3125,
      message: "Redemption limit reached.",
    });
    // The refused exchange spent nothing.
    expect((await call("GET", `/user_stars?store_id=${storeId}`, second.token)).json().data.stars).toBe(3);
  });
});

describe("coupons", () => {
  it("shows the member's coupon with a live code; only the store's staff confirm it, once", async () => {
    const { storeId, staff } = await storeWithStaff(db());
    const otherStore = await storeWithStaff(db(), "Elsewhere");
    const member = await createSignedInUser(db());
    const campaign = await insertCampaign(db(), { storeId, starsRequired: 2 });
    await giveStars(db(), member.user.id, storeId, 2);
    const couponId = (await exchange(campaign, storeId, member.token)).json().data.coupon.id as string;

    const list = await call("GET", "/coupons?tab=received", member.token);
    expect(list.json().data).toMatchObject([{ id: couponId, ticket_status: "received" }]);
    expect((await call("GET", "/coupons/my_coupons_all", member.token)).json().data).toHaveLength(1);
    expect((await call("GET", "/coupons/list_with_store", member.token)).json().data).toMatchObject([
      { store_id: storeId, coupon_count: 1 },
    ]);
    const stranger = await createSignedInUser(db());
    expect((await call("GET", `/coupons/${couponId}`, stranger.token)).statusCode).toBe(404);

    const live = await call("GET", `/coupons/${couponId}/live_code`, member.token);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data).toMatchObject({ coupon_id: couponId, period_seconds: 15 });
    const code = live.json().data.code as string;
    expect(code).toMatch(/^[0-9A-Z]{8}-\d{6}$/);

    // The member alone cannot mark it used; nor can another store's staff.
    expect((await call("PATCH", `/coupons/${couponId}`, member.token, { status: "used", code })).statusCode).toBe(403);
    expect((await call("POST", "/staff/coupons/use", otherStore.staff.token, { code })).statusCode).toBe(403);
    const wrong = `${code.slice(0, 9)}${code.slice(9) === "000000" ? "111111" : "000000"}`;
    expect((await call("POST", "/staff/coupons/use", staff.token, { code: wrong })).json().code).toBe(
      "coupon_code_invalid",
    );

    const preview = await call("POST", "/staff/coupons/lookup", staff.token, { code });
    expect(preview.json().data).toMatchObject({ id: couponId, member: { id: member.user.id } });
    const used = await call("POST", "/staff/coupons/use", staff.token, { code: await currentLiveCode(db(), couponId) });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.ticket_status).toBe("used");
    const twice = await call("POST", `/coupons/${couponId}/use_coupon`, staff.token, { code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("coupon_not_usable");
    // The spec's other address for the same confirmation answers the same.
    const patched = await call("PATCH", `/coupons/${couponId}`, staff.token, { status: "used", code });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().code).toBe("coupon_not_usable");
    expect((await call("GET", "/coupons?tab=used", member.token)).json().data).toMatchObject([{ id: couponId }]);
    // The console's campaign list counts it as given and used.
    expect((await call("GET", `/staff/stores/${storeId}/campaigns`, staff.token)).json().data).toMatchObject([
      { id: campaign, exchanged_count: 1, used_count: 1 },
    ]);
    const audit = await db().select().from(shopStaffActions).where(eq(shopStaffActions.targetId, couponId));
    expect(audit).toMatchObject([{ action: "coupon.use", staffId: staff.user.id }]);
    // The back office's audit list shows it too, once (the refused second try left nothing).
    expect(await auditListFor(couponId)).toMatchObject([
      { action: "shop_coupon.use", actor_id: staff.user.id, actor_role: "shop_staff", target_kind: "shop_coupon" },
    ]);
  });

  it("expires a coupon past its end by the job, and tells the member", async () => {
    const { storeId } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const campaign = await insertCampaign(db(), { storeId, starsRequired: 1, couponValidDays: 1 });
    await giveStars(db(), member.user.id, storeId, 1);
    const couponId = (await exchange(campaign, storeId, member.token)).json().data.coupon.id as string;
    await expireCoupons(db(), new Date(Date.now() + 2 * day));
    const [row] = await db().select().from(shopCoupons).where(eq(shopCoupons.id, couponId));
    expect(row?.status).toBe("expired");
    expect((await call("GET", "/coupons?tab=expired", member.token)).json().data).toMatchObject([{ id: couponId }]);
    const notices = await call("GET", "/notifications", member.token);
    expect(notices.json().data.map((n: { event: string }) => n.event)).toContain("coupon_expired");
  });
});

describe("the staff console's campaigns", () => {
  it("creates and edits a campaign for the staff's own store only", async () => {
    const { storeId, staff } = await storeWithStaff(db());
    const outsider = await createSignedInUser(db());
    const body = {
      title: "Buy 5 get 1",
      reward: "A free drink",
      stars_required: 5,
      starts_at: new Date().toISOString(),
      stock_total: 10,
    };
    expect((await call("POST", `/staff/stores/${storeId}/campaigns`, outsider.token, body)).statusCode).toBe(403);
    const made = await call("POST", `/staff/stores/${storeId}/campaigns`, staff.token, body);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ state: "active", stock_left: 10, per_member_limit: 1 });
    const id = made.json().data.id as string;
    const edited = await call("PATCH", `/staff/campaigns/${id}`, staff.token, { stock_total: 3, state: "paused" });
    expect(edited.json().data).toMatchObject({ stock_total: 3, state: "paused" });
    expect((await call("PATCH", `/staff/campaigns/${id}`, outsider.token, { title: "Mine" })).statusCode).toBe(403);
    expect((await call("GET", `/staff/stores/${storeId}/campaigns`, staff.token)).json().meta.total).toBe(1);
    // Both writes are in the back office's audit log, under the staff member; the refused ones are not.
    const audited = await auditListFor(id);
    expect(audited).toMatchObject([
      {
        action: "shop_campaign.create",
        actor_id: staff.user.id,
        actor_role: "shop_staff",
        target_kind: "shop_campaign",
      },
      {
        action: "shop_campaign.update",
        actor_id: staff.user.id,
        actor_role: "shop_staff",
        target_kind: "shop_campaign",
      },
    ]);
    expect(audited).toHaveLength(2);
  });
});
