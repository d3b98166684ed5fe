import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { storeWithStaff } from "../../test/shops.js";
import { notifications } from "../notifications/index.js";
import { shopSettings } from "../shop-visits/index.js";
import { storeFollows } from "../stores/index.js";
import { announceCampaigns } from "./announce.js";
import { insertCampaign } from "./test-support.js";

/** Run on PGlite by default, on PostgreSQL with TEST_DATABASE_URL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const day = 24 * 60 * 60 * 1000;

async function noticesOf(userId: string) {
  return db()
    .select({ values: notifications.values })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "shop_campaign_started")));
}

describe("announcing a store's campaign to its followers", () => {
  it("tells each follower once, not those who turned it off, nor anyone else, and waits for the start", async () => {
    const { storeId } = await storeWithStaff(db(), "Kopi Senja");
    const follower = await createSignedInUser(db());
    const quiet = await createSignedInUser(db());
    const stranger = await createSignedInUser(db());
    await db()
      .insert(storeFollows)
      .values([follower, quiet].map((member) => ({ userId: member.user.id, storeId })));
    await db().insert(shopSettings).values({ userId: quiet.user.id, campaignNotifications: false });

    const running = await insertCampaign(db(), { storeId, title: "Free latte" });
    const later = await insertCampaign(db(), { storeId, title: "Cake day", startsAt: new Date(Date.now() + day) });
    await insertCampaign(db(), { storeId, title: "Draft", state: "draft" });

    await announceCampaigns(db());
    await announceCampaigns(db());
    expect(await noticesOf(follower.user.id)).toEqual([
      {
        values: {
          store: "Kopi Senja",
          store_id: storeId,
          title: "Free latte",
          link: `/home/shops/search/${storeId}/campaign/${running}`,
        },
      },
    ]);
    expect(await noticesOf(quiet.user.id)).toEqual([]);
    expect(await noticesOf(stranger.user.id)).toEqual([]);

    // The later campaign is news when its start comes, and only then.
    await announceCampaigns(db(), new Date(Date.now() + 2 * day));
    const titles = (await noticesOf(follower.user.id)).map((row) => row.values.title);
    expect(titles.sort()).toEqual(["Cake day", "Free latte"]);
    expect(later).toBeTruthy();
  });

  it("shows the announcement among the visit notifications, in the member's language", async () => {
    const { storeId } = await storeWithStaff(db(), "Bánh Mì 24");
    const member = await createSignedInUser(db(), { locale: "vi" });
    await db().insert(storeFollows).values({ userId: member.user.id, storeId });
    await insertCampaign(db(), { storeId, title: "Tặng nước" });
    await announceCampaigns(db());
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/shop/notifications",
      headers: { token: member.token },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toContainEqual(
      expect.objectContaining({ event: "campaign_started", store_id: storeId, title: "Ưu đãi mới" }),
    );
  });
});
