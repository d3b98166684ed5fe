import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStorage } from "../lib/file-storage.js";
import { ledgerInvariantViolations } from "../modules/ledger/index.js";
import { checkInRules } from "../modules/shop-visits/index.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { loadDemoData } from "./demo.js";
import { demoJakartaStore, demoStores } from "./demo-stores.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("demo stores", () => {
  it("are the same names and places on every run, in the four cities", () => {
    const [first, second] = [demoStores(), demoStores()];
    expect(first.map((store) => [store.name, store.lat, store.lng])).toEqual(
      second.map((store) => [store.name, store.lat, store.lng]),
    );
    expect(first.length).toBeGreaterThanOrEqual(300);
    expect(new Set(first.map((store) => store.city))).toEqual(new Set(["Jakarta", "Bandung", "Hà Nội", "Hồ Chí Minh"]));
    const names = first.map((store) => store.name);
    for (const name of ["Phở Hà Nội", "Bánh Mì Huỳnh Hoa", "Cà Phê Sữa Đá"]) expect(names).toContain(name);
  });

  it("load with the surveys' store, its staff member, the member's likes and follows, and a few photos", async () => {
    const storage = memoryStorage();
    const started = Date.now();
    await loadDemoData(database.db, storage);
    console.info(`demo data with stores loaded in ${Date.now() - started} ms`);
    const [jakarta] = await rows<{ name: string; like_count: number; follower_count: number; staff: string }>(sql`
      select s.name, s.like_count, s.follower_count,
        (select u.email from store_staff t join users u on u.id = t.user_id where t.store_id = s.id) as staff
      from stores s where s.id = ${demoJakartaStore}`);
    expect(jakarta).toMatchObject({ name: "Rewards Store Jakarta", staff: "staff@example.com" });
    expect(jakarta?.like_count).toBeGreaterThanOrEqual(1);
    expect(jakarta?.follower_count).toBeGreaterThanOrEqual(1);
    const [counts] = await rows<{ stores: number; photos: number; liked: number }>(sql`
      select (select count(*)::int from stores) as stores, (select count(*)::int from store_photos) as photos,
        (select count(*)::int from store_likes k join users u on u.id = k.user_id where u.email = 'member@example.com') as liked`);
    expect(counts?.stores).toBe(demoStores().length);
    expect(counts?.photos).toBeGreaterThan(0);
    expect(counts?.liked).toBe(5);
    // The counters agree with the rows.
    const [drift] = await rows<{ n: number }>(sql`select count(*)::int as n from stores s
      where s.like_count <> (select count(*) from store_likes k where k.store_id = s.id)
         or s.follower_count <> (select count(*) from store_follows f where f.store_id = s.id)`);
    expect(drift?.n).toBe(0);

    // Shops II: the member's card is one stamp from the five-star reward, with a coupon to show.
    const [card] = await rows<{
      stars: number;
      received: number;
      used: number;
      expired: number;
      campaigns: number;
      notices: number;
    }>(sql`
      select (select v.stars from member_store_stars v where v.user_id = u.id and v.store_id = ${demoJakartaStore}) as stars,
        (select count(*)::int from shop_coupons c where c.user_id = u.id and c.status = 'received') as received,
        (select count(*)::int from shop_coupons c where c.user_id = u.id and c.status = 'used') as used,
        (select count(*)::int from shop_coupons c where c.user_id = u.id and c.status = 'expired') as expired,
        (select count(*)::int from shop_campaigns k where k.store_id = ${demoJakartaStore}) as campaigns,
        (select count(*)::int from notifications n where n.user_id = u.id and n.kind like 'shop_%') as notices
      from users u where u.email = 'member@example.com'`);
    expect(card).toEqual({ stars: 4, received: 1, used: 1, expired: 1, campaigns: 3, notices: 4 });
    const [history] = await rows<{ drift: number }>(sql`
      select count(*)::int as drift from member_store_stars v
      where v.stars <> (select h.balance from star_history h where h.user_id = v.user_id and h.store_id = v.store_id
        order by h.created_at desc limit 1)`);
    expect(history?.drift).toBe(0);

    // Each visit was paid as a real check-in: its points are in the member's ledger, once each.
    const [paid] = await rows<{ visits: number; recorded: number; entries: number; cents: number }>(sql`
      select (select count(*)::int from shop_check_ins c where c.user_id = u.id) as visits,
        (select coalesce(sum(c.points), 0)::int from shop_check_ins c where c.user_id = u.id) as recorded,
        (select count(*)::int from point_entries e join ledger_transfers t on t.id = e.transfer_id
          where e.user_id = u.id and t.idempotency_key like 'shop_check_in:%') as entries,
        (select coalesce(sum(e.amount_cents), 0)::int from point_entries e join ledger_transfers t on t.id = e.transfer_id
          where e.user_id = u.id and t.idempotency_key like 'shop_check_in:%' and e.history_type = 'UserEventReward') as cents
      from users u where u.email = 'member@example.com'`);
    expect(paid).toEqual({ visits: 9, recorded: 9 * checkInRules.points, entries: 9, cents: 9 * checkInRules.points });
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
