import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStorage } from "../lib/file-storage.js";
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
  });
});
