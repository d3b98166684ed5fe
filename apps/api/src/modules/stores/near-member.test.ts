import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { shopCampaigns } from "../shop-coupons/index.js";
import { shopCheckIns } from "../shop-visits/index.js";
import { storeFollows, storeLikes } from "./tables.js";
import { clearStores, insertStores } from "./test-support.js";

/** The lists near the member that read other features' tables: popular (check-ins) and best offer (campaigns). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const ids = async (url: string) =>
  ((await t.app.inject({ method: "GET", url: `/api/shop${url}` })).json().data as { id: string }[]).map(
    (store) => store.id,
  );
const day = 24 * 60 * 60 * 1000;
const here = "lat=-6.2&long=106.82";

async function checkIns(storeId: string, count: number, at: Date) {
  for (let n = 0; n < count; n++) {
    const user = await createTestUser(db());
    await db()
      .insert(shopCheckIns)
      .values({
        id: newId(),
        userId: user.id,
        storeId,
        localDay: at.toISOString().slice(0, 10),
        trust: "rotating",
        distanceMetres: 10,
        stars: 1,
        points: 5,
        checkedInAt: at,
      });
  }
}

describe("popular near the member", () => {
  beforeEach(() => clearStores(db()));

  it("counts the check-ins of the last 30 days with the likes and follows, and none older", async () => {
    const [visited, liked, old, quiet] = (await insertStores(db(), [
      { name: "Visited", lat: -6.2, lng: 106.83 },
      { name: "Liked", lat: -6.2, lng: 106.821 },
      { name: "Visited long ago", lat: -6.2, lng: 106.822 },
      { name: "Quiet", lat: -6.2, lng: 106.8201 },
    ])) as [string, string, string, string];
    const now = Date.now();
    await checkIns(visited, 3, new Date(now - 2 * day));
    await checkIns(old, 5, new Date(now - 40 * day));
    for (let n = 0; n < 2; n++) {
      const user = await createTestUser(db());
      await db().insert(storeLikes).values({ storeId: liked, userId: user.id });
    }
    const follower = await createTestUser(db());
    await db().insert(storeFollows).values({ storeId: visited, userId: follower.id });
    // Visited: 3 check-ins and a follow; liked: 2 likes; the rest nothing lately, nearest first.
    expect(await ids(`/stores/popular?${here}`)).toEqual([visited, liked, quiet, old]);
    await checkIns(liked, 3, new Date(now - day));
    expect(await ids(`/stores/popular?${here}`)).toEqual([liked, visited, quiet, old]);
  });
});

describe("best offers near the member", () => {
  beforeEach(() => clearStores(db()));

  const campaign = (storeId: string, starsRequired: number, more: Partial<typeof shopCampaigns.$inferInsert> = {}) =>
    db()
      .insert(shopCampaigns)
      .values({
        id: newId(),
        storeId,
        title: "Offer",
        reward: "A coffee",
        starsRequired,
        startsAt: new Date(Date.now() - day),
        ...more,
      });

  it("lists the stores with a campaign running now, the one asking fewest stars first", async () => {
    const [dear, cheap, near, paused, ended, notYet, soldOut, none] = (await insertStores(
      db(),
      ["Dear", "Cheap", "Near", "Paused", "Ended", "Not yet", "Sold out", "No offer"].map((name, index) => ({
        name,
        lat: -6.2,
        lng: 106.82 + index * 0.001,
      })),
    )) as string[] as [string, string, string, string, string, string, string, string];
    await campaign(dear, 10);
    await campaign(dear, 8, { state: "paused" });
    await campaign(cheap, 3);
    await campaign(cheap, 12);
    await campaign(near, 10);
    await campaign(paused, 1, { state: "paused" });
    await campaign(ended, 1, { endsAt: new Date(Date.now() - 1000) });
    await campaign(notYet, 1, { startsAt: new Date(Date.now() + day) });
    await campaign(soldOut, 1, { stockTotal: 2, stockUsed: 2 });
    await campaign(soldOut, 1, { state: "draft" });
    // Dear and near ask the same 10 stars: nearest first.
    expect(await ids(`/stores/best_offer?${here}`)).toEqual([cheap, dear, near]);
    const answer = (await t.app.inject({ method: "GET", url: `/api/shop/stores/best_offer?${here}` })).json();
    expect(answer.meta.total).toBe(3);
    expect(await ids(`/stores/best_offer?${here}`)).not.toContain(none);
    // Without a place: fewest stars, then the most liked and followed.
    const fan = await createTestUser(db());
    await db().insert(storeLikes).values({ storeId: near, userId: fan.id });
    await db().execute(sql`update stores set like_count = 1 where id = ${near}`);
    expect(await ids("/stores/best_offer")).toEqual([cheap, near, dear]);
  });

  it("looks within 50 km of the place", async () => {
    const [far, close] = (await insertStores(db(), [
      { name: "Bandung", lat: -6.9147, lng: 107.6098 },
      { name: "Jakarta", lat: -6.2, lng: 106.82 },
    ])) as [string, string];
    await campaign(far, 1);
    await campaign(close, 5);
    expect(await ids(`/stores/best_offer?${here}`)).toEqual([close]);
    expect(await ids("/stores/best_offer")).toEqual([far, close]);
  });
});
