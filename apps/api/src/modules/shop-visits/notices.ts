import {
  errorCodes,
  type ShopSettings,
  type ShopSettingsPatch,
  shopNotificationKinds,
  type VisitNotification,
} from "@rewards/contracts";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { type NotifyData, notifications, notificationWords, notify } from "../notifications/index.js";
import { storePhotos, stores } from "../stores/index.js";
import { shopSettings, shopVisitNoticeMarks } from "./tables.js";

const events = {
  shop_checked_in: "checked_in",
  shop_coupon_received: "coupon_received",
  shop_coupon_used: "coupon_used",
  shop_coupon_expired: "coupon_expired",
  shop_campaign_started: "campaign_started",
} as const;

const visitKinds = [...shopNotificationKinds];
type VisitKind = (typeof shopNotificationKinds)[number];

/** With `daily`, a member hears about one store at most once in this long. */
export const dailyVisitNoticeHours = 24;

/**
 * Tells a member about a visit (a check-in, a coupon received, used or expired) as their
 * `settings/1` asks: `never` stores nothing (no bell, push or email), `daily` lets one visit notice
 * per store through in a day (the first; later ones that day are dropped), `instant` every one.
 * The notice itself goes through `notify`, so delivery and the bell work as for every notice.
 */
export async function notifyVisit(
  tx: Tx,
  userId: string,
  kind: VisitKind,
  data: NotifyData & { values: { store_id: string } },
): Promise<{ notified: boolean }> {
  const { notification_frequency: frequency } = await shopSettingsOf(tx, userId);
  if (frequency === "never") return { notified: false };
  // The mark moves with every notice (so a member who turns to `daily` is not told twice that day),
  // and under `daily` only when the last notice of this store is a day old or there was none: the
  // statement that moves it is the one that may tell.
  const moved = await tx
    .insert(shopVisitNoticeMarks)
    .values({ userId, storeId: data.values.store_id, lastAt: sql`now()` })
    .onConflictDoUpdate({
      target: [shopVisitNoticeMarks.userId, shopVisitNoticeMarks.storeId],
      set: { lastAt: sql`now()` },
      ...(frequency === "daily" && {
        setWhere: sql`${shopVisitNoticeMarks.lastAt} <= now() - make_interval(hours => ${dailyVisitNoticeHours})`,
      }),
    })
    .returning({ lastAt: shopVisitNoticeMarks.lastAt });
  if (moved.length === 0) return { notified: false };
  return notify(tx, userId, kind, data);
}

type Row = typeof notifications.$inferSelect & { storeName: string | null; photo: string | null };

function itemOf(row: Row, locale: string | null | undefined): VisitNotification {
  const words = notificationWords(row.kind, row.values, locale);
  const storeId = typeof row.values.store_id === "string" ? row.values.store_id : null;
  return {
    id: row.id,
    event: events[row.kind as keyof typeof events],
    title: words.title,
    body: words.body,
    store_id: storeId,
    store_name: row.storeName,
    store_thumbnail: row.photo ? `/api/shop/uploads/${row.photo}` : null,
    link: typeof row.values.link === "string" ? row.values.link : null,
    status: row.readAt ? "seen" : "unseen",
    created_at: row.createdAt.toISOString(),
  };
}

const withStore = {
  storeName: sql<string | null>`(select s.name from ${stores} s where s.id = ${notifications.values}->>'store_id')`,
  photo: sql<
    string | null
  >`(select p.storage_key from ${storePhotos} p where p.store_id = ${notifications.values}->>'store_id' order by p.position, p.id limit 1)`,
};

/** `GET notifications`: the member's visit notifications, newest first, with the unseen count. */
export async function visitNotificationsOf(
  db: DbOrTx,
  userId: string,
  locale: string | null | undefined,
  page: { page: number; limit: number },
) {
  const mine = and(eq(notifications.userId, userId), inArray(notifications.kind, visitKinds));
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unseen: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(mine);
  const rows = await db
    .select({ row: notifications, ...withStore })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    total: Number(counts?.total ?? 0),
    unseen: Number(counts?.unseen ?? 0),
    items: rows.map(({ row, storeName, photo }) => itemOf({ ...row, storeName, photo }, locale)),
  };
}

async function oneOf(db: DbOrTx, userId: string, id: string) {
  const [found] = await db
    .select({ row: notifications, ...withStore })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), inArray(notifications.kind, visitKinds)));
  if (!found) throw new AppError(404, errorCodes.notFound, "This notification does not exist.");
  return { ...found.row, storeName: found.storeName, photo: found.photo };
}

export async function visitNotificationOf(db: DbOrTx, userId: string, id: string, locale: string | null | undefined) {
  return itemOf(await oneOf(db, userId, id), locale);
}

/** `PATCH notifications/{id} {status:'seen'}`: marks it seen (again is a no-op). */
export async function seeVisitNotification(db: DbOrTx, userId: string, id: string, locale: string | null | undefined) {
  await oneOf(db, userId, id);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return itemOf(await oneOf(db, userId, id), locale);
}

const defaults = { notificationFrequency: "instant", campaignNotifications: true };

export async function shopSettingsOf(db: DbOrTx, userId: string): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.userId, userId));
  const value = row ?? defaults;
  return {
    id: 1,
    notification_frequency: value.notificationFrequency as ShopSettings["notification_frequency"],
    campaign_notifications: value.campaignNotifications,
  };
}

/** `PATCH settings/1`: what is sent changes; the row appears on the first change. */
export async function updateShopSettings(db: DbOrTx, userId: string, patch: ShopSettingsPatch): Promise<ShopSettings> {
  const current = await shopSettingsOf(db, userId);
  const next = {
    notificationFrequency: patch.notification_frequency ?? current.notification_frequency,
    campaignNotifications: patch.campaign_notifications ?? current.campaign_notifications,
    updatedAt: new Date(),
  };
  await db
    .insert(shopSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: shopSettings.userId, set: next });
  return shopSettingsOf(db, userId);
}
