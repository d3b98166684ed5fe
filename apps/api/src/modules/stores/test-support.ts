import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { minutesOf } from "./open-hours.js";
import { storeCategoryLinks, storeHours, stores } from "./tables.js";

export type TestStore = {
  id?: string;
  name: string;
  lat: number;
  lng: number;
  categories?: string[];
  city?: string;
  /** The street address; "<n> Test street" when not given. */
  address?: string;
  market?: "indo" | "vi";
  timeZone?: string;
  /** Every day, "HH:MM-HH:MM". */
  hours?: string;
  createdAt?: Date;
};

/** Inserts stores straight into the tables (the back office's checks are tested on their own). */
export async function insertStores(db: Db, list: TestStore[]): Promise<string[]> {
  const ids = list.map((store) => store.id ?? newId());
  if (list.length === 0) return ids;
  await db.insert(stores).values(
    list.map((store, index) => ({
      id: ids[index] as string,
      name: store.name,
      address: store.address ?? `${index} Test street`,
      city: store.city ?? "Jakarta",
      market: store.market ?? "indo",
      timeZone: store.timeZone ?? "Asia/Jakarta",
      lat: store.lat,
      lng: store.lng,
      ...(store.createdAt && { createdAt: store.createdAt }),
    })),
  );
  const links = list.flatMap((store, index) =>
    (store.categories ?? ["food"]).map((categoryId, position) => ({
      storeId: ids[index] as string,
      categoryId,
      position,
    })),
  );
  if (links.length > 0) await db.insert(storeCategoryLinks).values(links);
  const hours = list.flatMap((store, index) => {
    if (!store.hours) return [];
    const [opens, closes] = store.hours.split("-") as [string, string];
    return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      storeId: ids[index] as string,
      weekday,
      opensMinute: minutesOf(opens),
      closesMinute: minutesOf(closes),
    }));
  });
  if (hours.length > 0) await db.insert(storeHours).values(hours);
  return ids;
}

export async function clearStores(db: Db): Promise<void> {
  await db.execute(sql`delete from store_likes`);
  await db.execute(sql`delete from store_follows`);
  await db.execute(sql`delete from stores`);
}
