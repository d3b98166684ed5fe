import { errorCodes, type Market, type StoreDetail, type StoreLocale, storeMessages } from "@rewards/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { categoriesOfStores, storePhotoUrl } from "./listing.js";
import { clockOf, isOpenAt } from "./open-hours.js";
import { storeFollows, storeHours, storeLikes, storePhotos, stores } from "./tables.js";

export const storeNotFound = () => new AppError(404, errorCodes.notFound, storeMessages.notFound, "store_id");

/** A store's page: the store, its photos, hours and categories, and the viewer's like and follow. */
export async function storeDetail(
  db: DbOrTx,
  id: string,
  viewer: { userId: string | null; locale: StoreLocale; at: Date; distanceFrom?: { lat: number; lng: number } | null },
): Promise<StoreDetail> {
  const [store] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!store) throw storeNotFound();
  const [photos, hours, categories, mine] = await Promise.all([
    db
      .select()
      .from(storePhotos)
      .where(eq(storePhotos.storeId, id))
      .orderBy(asc(storePhotos.position), asc(storePhotos.id)),
    db.select().from(storeHours).where(eq(storeHours.storeId, id)).orderBy(asc(storeHours.weekday)),
    categoriesOfStores(db, [id], viewer.locale),
    viewer.userId ? viewerState(db, id, viewer.userId) : Promise.resolve({ liked: false, followed: false }),
  ]);
  const from = viewer.distanceFrom;
  const distance = from
    ? Math.round(
        Number(
          (
            (await db.execute(
              sql`select earth_distance(ll_to_earth(${from.lat}::float8, ${from.lng}::float8), ll_to_earth(${store.lat}::float8, ${store.lng}::float8)) as d`,
            )) as unknown as { rows: { d: number }[] }
          ).rows[0]?.d,
        ),
      )
    : null;
  return {
    id: store.id,
    name: store.name,
    description: store.description,
    address: store.address,
    city: store.city,
    phone: store.phone,
    market: store.market as Market,
    time_zone: store.timeZone,
    categories: categories.get(id) ?? [],
    thumbnail: photos[0] ? storePhotoUrl(photos[0].storageKey) : null,
    photos: photos.map((photo) => ({ id: photo.id, url: storePhotoUrl(photo.storageKey) })),
    hours: hours.map((day) => ({
      weekday: day.weekday,
      opens: clockOf(day.opensMinute),
      closes: clockOf(day.closesMinute),
    })),
    location: { lat: store.lat, lng: store.lng, address: store.address, city: store.city },
    lat: store.lat,
    lng: store.lng,
    distance: distance !== null && Number.isFinite(distance) ? distance : null,
    like_count: store.likeCount,
    follower_count: store.followerCount,
    is_liked: mine.liked,
    is_followed: mine.followed,
    open_now: isOpenAt(hours, viewer.at, store.timeZone),
  };
}

async function viewerState(db: DbOrTx, storeId: string, userId: string) {
  const [row] = (
    (await db.execute(sql`select
      exists (select 1 from ${storeLikes} where store_id = ${storeId} and user_id = ${userId}) as liked,
      exists (select 1 from ${storeFollows} where store_id = ${storeId} and user_id = ${userId}) as followed`)) as unknown as {
      rows: { liked: boolean; followed: boolean }[];
    }
  ).rows;
  return { liked: Boolean(row?.liked), followed: Boolean(row?.followed) };
}
