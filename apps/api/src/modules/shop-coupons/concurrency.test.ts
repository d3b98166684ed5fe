import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createSignedInUser } from "../../test/factories.js";
import { counterToken, storeWithStaff } from "../../test/shops.js";
import { checkIn, memberStoreStars, shopCheckIns } from "../shop-visits/index.js";
import { shopCampaigns, shopCoupons } from "./tables.js";
import { currentLiveCode, giveStars, insertCampaign } from "./test-support.js";

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("shop visits under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const call = (method: "POST", url: string, token: string, payload: object) =>
    t.app.inject({ method, url: `/api/shop${url}`, headers: { token }, payload });

  it("20 parallel check-ins give one", async () => {
    const { storeId, place } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const token = await counterToken(db(), storeId);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        checkIn(db(), { userId: member.user.id, storeId, token, lat: place.lat, lng: place.lng }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rows = await db().select().from(shopCheckIns).where(eq(shopCheckIns.userId, member.user.id));
    expect(rows).toHaveLength(1);
    const [stars] = await db().select().from(memberStoreStars).where(eq(memberStoreStars.userId, member.user.id));
    expect(stars?.stars).toBe(1);
  });

  it("20 parallel exchanges of the last stamps give one coupon", async () => {
    const { storeId } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const campaign = await insertCampaign(db(), { storeId, starsRequired: 5, perMemberLimit: 20 });
    await giveStars(db(), member.user.id, storeId, 5);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", `/campaigns/${campaign}/exchange`, member.token, { store_id: storeId }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().code).toBe(3126);
    expect(await db().select().from(shopCoupons).where(eq(shopCoupons.userId, member.user.id))).toHaveLength(1);
    const [stars] = await db()
      .select()
      .from(memberStoreStars)
      .where(and(eq(memberStoreStars.userId, member.user.id), eq(memberStoreStars.storeId, storeId)));
    expect(stars?.stars).toBe(0);
  });

  it("holds the stock when many members exchange at once", async () => {
    const { storeId } = await storeWithStaff(db());
    const campaign = await insertCampaign(db(), { storeId, starsRequired: 1, stockTotal: 3 });
    const members = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(db())));
    for (const member of members) await giveStars(db(), member.user.id, storeId, 1);
    const responses = await Promise.all(
      members.map((member) => call("POST", `/campaigns/${campaign}/exchange`, member.token, { store_id: storeId })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const [row] = await db().select().from(shopCampaigns).where(eq(shopCampaigns.id, campaign));
    expect(row?.stockUsed).toBe(3);
  });

  it("a coupon is used once however many confirmations race", async () => {
    const { storeId, staff } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const campaign = await insertCampaign(db(), { storeId, starsRequired: 1 });
    await giveStars(db(), member.user.id, storeId, 1);
    const made = await call("POST", `/campaigns/${campaign}/exchange`, member.token, { store_id: storeId });
    const couponId = made.json().data.coupon.id as string;
    const code = await currentLiveCode(db(), couponId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", "/staff/coupons/use", staff.token, { code })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expect(response.json().code).toBe("coupon_not_usable");
  });
});
