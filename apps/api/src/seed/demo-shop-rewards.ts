import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { newId } from "../lib/ids.js";
import { localDay } from "../lib/local-day.js";
import { notify } from "../modules/notifications/index.js";
import { newSerial } from "../modules/shop-coupons/index.js";
import { shopCampaignMembers, shopCampaigns, shopCoupons } from "../modules/shop-coupons/tables.js";
import { checkInRules, rewardCheckIn } from "../modules/shop-visits/index.js";
import { memberStoreStars, shopCheckIns, starHistory, storeCheckInConfigs } from "../modules/shop-visits/tables.js";
import { findLiveUserByEmail } from "../modules/users/index.js";
import { demoBandungStore, demoJakartaStore } from "./demo-stores.js";

const day = 86_400_000;

/**
 * Shops II's demo: the Jakarta store (staff@example.com owns it) takes check-ins by its counter QR
 * and by a printed one, and runs three campaigns (one ended); member@example.com checked in there
 * on nine past days (not today, so a check-in can be shown), exchanged five stars for a coupon
 * still to use, and holds four stars: one stamp from the five-star reward. A used and an expired
 * coupon fill the other tabs; the visits and the coupon are in the visit notifications.
 * Each visit is paid as a real check-in is (`rewardCheckIn`: its stars and its points through the
 * ledger), so the member's point history shows them. Its activity event is not replayed: the demo's
 * missions and bingo board are set up by their own sets, and a past visit would move them.
 */
export async function loadDemoShopRewards(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx
    .insert(storeCheckInConfigs)
    // The two stores people try first take check-ins at any hour, so the demo (and its browser
    // tests) work whatever the time in Jakarta; the other demo stores keep to their hours.
    .values([
      { storeId: demoJakartaStore, acceptStaticQr: true, radiusMetres: 300, acceptOutsideHours: true },
      { storeId: demoBandungStore, acceptOutsideHours: true },
    ])
    .onConflictDoNothing();

  const staff = await findLiveUserByEmail(tx, "staff@example.com");
  const coffee = newId();
  const pastry = newId();
  const ended = newId();
  const bandung = newId();
  await tx.insert(shopCampaigns).values([
    {
      id: coffee,
      storeId: demoJakartaStore,
      title: "Free iced coffee",
      description: "Collect five stamps and the next iced coffee is on us.",
      reward: "One free iced coffee",
      starsRequired: 5,
      startsAt: new Date(now - 30 * day),
      endsAt: new Date(now + 60 * day),
      stockTotal: 100,
      stockUsed: 2,
      perMemberLimit: 3,
      couponValidDays: 30,
      createdBy: staff?.id ?? null,
    },
    {
      id: pastry,
      storeId: demoJakartaStore,
      title: "Pastry of the day",
      description: "Eight stamps for any pastry from the counter.",
      reward: "One pastry",
      starsRequired: 8,
      startsAt: new Date(now - 10 * day),
      stockTotal: 20,
      perMemberLimit: 1,
      couponValidDays: 14,
      createdBy: staff?.id ?? null,
    },
    {
      id: ended,
      storeId: demoJakartaStore,
      title: "Opening week: 20% off",
      description: "Our opening offer.",
      reward: "20% off one order",
      starsRequired: 2,
      startsAt: new Date(now - 90 * day),
      endsAt: new Date(now - 60 * day),
      stockUsed: 1,
      couponValidDays: 7,
      createdBy: staff?.id ?? null,
    },
    {
      id: bandung,
      storeId: demoBandungStore,
      title: "Free tea refill",
      description: "Three stamps for a refill.",
      reward: "One tea refill",
      starsRequired: 3,
      startsAt: new Date(now - 5 * day),
      couponValidDays: 10,
    },
  ]);

  const member = await findLiveUserByEmail(tx, "member@example.com");
  if (!member) return;
  const visits = [21, 18, 15, 12, 10, 8, 6, 4, 2];
  for (const daysAgo of visits) {
    const at = new Date(now - daysAgo * day);
    const id = newId();
    await tx.insert(shopCheckIns).values({
      id,
      userId: member.id,
      storeId: demoJakartaStore,
      localDay: localDay(at, "Asia/Jakarta"),
      trust: "rotating",
      distanceMetres: 12,
      stars: checkInRules.stars,
      points: checkInRules.points,
      checkedInAt: at,
    });
    await rewardCheckIn(tx, {
      checkInId: id,
      userId: member.id,
      storeId: demoJakartaStore,
      storeName: "Rewards Store Jakarta",
      at,
      points: checkInRules.points,
    });
    if (daysAgo <= 6) {
      await notify(tx, member.id, "shop_checked_in", {
        cause: id,
        values: {
          store: "Rewards Store Jakarta",
          store_id: demoJakartaStore,
          stars: checkInRules.stars,
          points: checkInRules.points,
          link: `/home/shops/search/${demoJakartaStore}?tab=memberCard`,
        },
      });
    }
    if (daysAgo === 6) {
      // Five stars became the coupon still to use (dated just after that visit, unlike an exchange now).
      const couponId = newId();
      const [spent] = await tx
        .update(memberStoreStars)
        .set({ stars: sql`${memberStoreStars.stars} - 5` })
        .where(
          and(
            eq(memberStoreStars.userId, member.id),
            eq(memberStoreStars.storeId, demoJakartaStore),
            gte(memberStoreStars.stars, 5),
          ),
        )
        .returning({ stars: memberStoreStars.stars });
      if (!spent) throw new Error("the demo member has too few stars for the coupon");
      await tx.insert(shopCoupons).values({
        id: couponId,
        serial: newSerial(),
        campaignId: coffee,
        storeId: demoJakartaStore,
        userId: member.id,
        starsSpent: 5,
        receivedAt: at,
        expiresAt: new Date(at.getTime() + 30 * day),
      });
      await tx.insert(starHistory).values({
        id: newId(),
        userId: member.id,
        storeId: demoJakartaStore,
        delta: -5,
        balance: spent.stars,
        reason: "exchange",
        causeId: couponId,
        campaignId: coffee,
        createdAt: new Date(at.getTime() + 60_000),
      });
      await notify(tx, member.id, "shop_coupon_received", {
        cause: couponId,
        values: {
          title: "Free iced coffee",
          store: "Rewards Store Jakarta",
          store_id: demoJakartaStore,
          link: `/home/offers/coupons/${couponId}`,
        },
      });
    }
  }
  // A used coupon and an expired one, from the campaigns the member took part in before.
  await tx.insert(shopCoupons).values([
    {
      id: newId(),
      serial: newSerial(),
      campaignId: coffee,
      storeId: demoJakartaStore,
      userId: member.id,
      starsSpent: 0,
      receivedAt: new Date(now - 40 * day),
      expiresAt: new Date(now + 20 * day),
      status: "used",
      usedAt: new Date(now - 35 * day),
      usedBy: staff?.id ?? null,
    },
    {
      id: newId(),
      serial: newSerial(),
      campaignId: ended,
      storeId: demoJakartaStore,
      userId: member.id,
      starsSpent: 0,
      receivedAt: new Date(now - 70 * day),
      expiresAt: new Date(now - 63 * day),
      status: "expired",
    },
  ]);
  await tx.insert(shopCampaignMembers).values([
    { campaignId: coffee, userId: member.id, exchanged: 2 },
    { campaignId: ended, userId: member.id, exchanged: 1 },
  ]);
}
