import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { memberStoreStars } from "../shop-visits/index.js";
import { couponCodeSecret, liveCode } from "./live-code.js";
import { shopCampaigns, shopCoupons } from "./tables.js";

type CampaignInput = Partial<typeof shopCampaigns.$inferInsert> & { storeId: string };

export async function insertCampaign(db: Db, input: CampaignInput): Promise<string> {
  const id = newId();
  await db.insert(shopCampaigns).values({
    id,
    title: "Free coffee",
    reward: "One free coffee",
    starsRequired: 5,
    startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    ...input,
  });
  return id;
}

export async function giveStars(db: Db, userId: string, storeId: string, stars: number): Promise<void> {
  await db
    .insert(memberStoreStars)
    .values({ userId, storeId, stars, lifetimeStars: stars, visitCount: stars, lastVisitedAt: new Date() })
    .onConflictDoUpdate({
      target: [memberStoreStars.userId, memberStoreStars.storeId],
      set: {
        stars: sql`${memberStoreStars.stars} + ${stars}`,
        lifetimeStars: sql`${memberStoreStars.lifetimeStars} + ${stars}`,
      },
    });
}

export async function currentLiveCode(db: Db, couponId: string): Promise<string> {
  const [coupon] = await db.select().from(shopCoupons).where(sql`${shopCoupons.id} = ${couponId}`);
  if (!coupon) throw new Error("no such coupon");
  return liveCode(await couponCodeSecret(db), coupon, new Date()).code;
}
