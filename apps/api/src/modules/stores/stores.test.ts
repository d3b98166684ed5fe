import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityEvents, auditEntries } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser, createTestUser } from "../../test/factories.js";
import { candidateCap, correctKeyword, listStores, type StoreListing, storeListStatements } from "./listing.js";
import { isOpenAt, openNowSql } from "./open-hours.js";
import { orderStoreSearch } from "./search-order.js";
import { storeSearch, stores } from "./tables.js";
import { clearStores, insertStores } from "./test-support.js";

/** Run on PGlite by default, on PostgreSQL with TEST_DATABASE_URL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/api/shop${url}`, headers: token ? { token } : {} });
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url: `/api/shop${url}`, payload, headers: token ? { token } : {} });

/** The great-circle distance on earthdistance's sphere (its earth() radius, 6 378 168 m). */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radius = 6_378_168;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe("nearest first", () => {
  beforeEach(() => clearStores(db()));

  it("orders by the great-circle distance, as a reference haversine does, and reports it in metres", async () => {
    // Micro-degrees (about 10 cm), within half a degree of a centre anywhere between 60°S and 60°N.
    const degrees = (max: number) => fc.integer({ min: -max * 1e6, max: max * 1e6 }).map((micro) => micro / 1e6);
    const point = fc.record({ lat: degrees(0.5), lng: degrees(0.5) });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          lat: fc.double({ min: -60, max: 60, noNaN: true }),
          lng: fc.double({ min: -170, max: 170, noNaN: true }),
        }),
        fc.array(point, { minLength: 1, maxLength: 25 }),
        point,
        async (centre, offsets, queryOffset) => {
          await clearStores(db());
          const round = (value: number) => Math.round(value * 1e6) / 1e6;
          const places = offsets.map((offset) => ({
            lat: round(centre.lat + offset.lat),
            lng: round(centre.lng + offset.lng),
          }));
          const ids = await insertStores(
            db(),
            places.map((place, index) => ({ name: `Store ${index}`, ...place })),
          );
          const query = { lat: round(centre.lat + queryOffset.lat), lng: round(centre.lng + queryOffset.lng) };
          const { stores: found } = await listStores(db(), {
            viewerId: null,
            locale: "en",
            at: new Date(),
            place: query,
            sort: "distance",
            page: 1,
            limit: 50,
          });
          expect(found).toHaveLength(places.length);
          const reference = new Map(
            ids.map((id, index) => [id, haversine(query, places[index] as { lat: number; lng: number })]),
          );
          let previous = -1;
          for (const store of found) {
            const expected = reference.get(store.id) ?? Number.NaN;
            // Metres, rounded: within a metre of the reference (plus float noise on long distances).
            expect(Math.abs((store.distance ?? -1) - expected)).toBeLessThanOrEqual(1 + expected * 1e-6);
            // Each next store is no nearer than the one before (up to rounding).
            expect(expected).toBeGreaterThanOrEqual(previous - 0.01);
            previous = expected;
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("answers the list through the API with the distance, and by popularity without a place", async () => {
    const [near, far] = await insertStores(db(), [
      { name: "Near", lat: -6.2, lng: 106.82 },
      { name: "Far", lat: -6.3, lng: 106.9 },
    ]);
    await db()
      .update(stores)
      .set({ likeCount: 5 })
      .where(eq(stores.id, far as string));
    const nearby = (await get("/stores?lat=-6.2001&long=106.8201")).json();
    expect(nearby.data.map((store: { id: string }) => store.id)).toEqual([near, far]);
    expect(nearby.data[0].distance).toBeLessThan(30);
    expect(nearby.meta).toEqual({ page: 1, limit: 10, total: 2, total_pages: 1 });
    const popular = (await get("/stores")).json();
    expect(popular.data.map((store: { id: string }) => store.id)).toEqual([far, near]);
    expect(popular.data[0].distance).toBeNull();
  });
});

describe("search", () => {
  beforeAll(async () => {
    await clearStores(db());
    await insertStores(db(), [
      { name: "Phở Hà Nội", lat: 21.03, lng: 105.85, market: "vi", timeZone: "Asia/Ho_Chi_Minh" },
      { name: "Bánh Mì Huỳnh Hoa", lat: 10.77, lng: 106.69, market: "vi", timeZone: "Asia/Ho_Chi_Minh" },
      {
        name: "Cà Phê Sữa Đá",
        lat: 10.78,
        lng: 106.7,
        market: "vi",
        timeZone: "Asia/Ho_Chi_Minh",
        categories: ["cafe"],
      },
      { name: "Warung Sate Pak Budi", lat: -6.2, lng: 106.82 },
      { name: "100% Kopi_Senja", lat: -6.21, lng: 106.83, categories: ["cafe"] },
    ]);
  });

  const names = async (url: string) => ((await get(url)).json().data as { name: string }[]).map((store) => store.name);
  const search = (words: string, extra = "") =>
    names(`/stores/suggest_text?search=${encodeURIComponent(words)}${extra}`);

  it("finds Vietnamese names typed without accents", async () => {
    expect((await search("pho ha noi"))[0]).toBe("Phở Hà Nội");
    expect((await search("PHO"))[0]).toBe("Phở Hà Nội");
    expect((await search("ca phe sua da"))[0]).toBe("Cà Phê Sữa Đá");
    expect((await search("Phở"))[0]).toBe("Phở Hà Nội");
  });

  it("forgives a typo", async () => {
    expect(await search("bahn mi")).toContain("Bánh Mì Huỳnh Hoa");
    expect((await search("bahn mi"))[0]).toBe("Bánh Mì Huỳnh Hoa");
    expect(await search("pho ha noj")).toContain("Phở Hà Nội");
    expect(await search("warung sete")).toContain("Warung Sate Pak Budi");
    // Vietnamese without its accents and with a typo, the last word half typed.
    expect(await search("ca phe suz da")).toEqual(["Cà Phê Sữa Đá"]);
    expect(await search("banh mi huyhn h")).toEqual(["Bánh Mì Huỳnh Hoa"]);
  });

  it("corrects a typo to the words of the store names, a swap or a half-typed last word included", async () => {
    const corrections = await db().transaction((tx) => correctKeyword(tx, "Bahn MI warng hu"));
    expect(corrections).toEqual([["bahn", "banh"], ["mi"], ["warng", "warung"], ["hu"]]);
    expect(await db().transaction((tx) => correctKeyword(tx, "pho ha noj huy"))).toEqual([
      // A word one edit away is a correction too: the other words then narrow the matches.
      ["pho", "phe"],
      ["ha"],
      ["noj", "noi"],
      ["huy", "huynh"],
    ]);
  });

  it("learns the words of a renamed store", async () => {
    const [id] = (await insertStores(db(), [{ name: "Toko Lama", lat: -6.2, lng: 106.82 }])) as [string];
    await db().update(stores).set({ name: "Martabak Bangka" }).where(eq(stores.id, id));
    expect(await search("martabk")).toEqual(["Martabak Bangka"]);
    await db().delete(stores).where(eq(stores.id, id));
  });

  it("searches the stores as they are now: renamed, moved, liked, deleted, before and after the nightly rewrite", async () => {
    const [id] = (await insertStores(db(), [{ name: "Toko Lama", lat: -6.2, lng: 106.82 }])) as [string];
    await db().update(stores).set({ name: "Toko Baru", lat: -6.21, likeCount: 3 }).where(eq(stores.id, id));
    const [row] = await db().select().from(storeSearch).where(eq(storeSearch.id, id));
    expect(row).toMatchObject({ searchName: "toko baru", lat: -6.21, lng: 106.82, likeCount: 3 });
    expect(await search("toko lama")).toEqual([]);
    await orderStoreSearch(db());
    expect(await search("toko baru")).toEqual(["Toko Baru"]);
    await db().delete(stores).where(eq(stores.id, id));
    expect(await search("toko baru")).toEqual([]);
    expect(await db().select().from(storeSearch).where(eq(storeSearch.id, id))).toEqual([]);
  });

  it("finds nothing for a name that is not there, and takes % and _ literally", async () => {
    expect(await search("zzqqxx")).toEqual([]);
    expect(await search("100%")).toEqual(["100% Kopi_Senja"]);
    expect(await search("%")).toEqual(["100% Kopi_Senja"]);
  });

  it("narrows to a category, and the explore list takes the keyword too", async () => {
    expect(await search("sua", "&category_id=cafe")).toEqual(["Cà Phê Sữa Đá"]);
    // "pho" is in no café's words; its one-edit correction "phe" is in the cafés' category, "Cà phê".
    expect((await search("pho", "&category_id=cafe")).sort()).toEqual(["100% Kopi_Senja", "Cà Phê Sữa Đá"]);
    expect(await names(`/stores?keyword=${encodeURIComponent("banh mi")}`)).toEqual(["Bánh Mì Huỳnh Hoa"]);
  });
});

describe("search by category and street", () => {
  beforeAll(async () => {
    await clearStores(db());
    await insertStores(db(), [
      { name: "Toko Ibu Sari", lat: -6.2, lng: 106.82, categories: ["grocery"], address: "12 Jalan Sudirman" },
      {
        name: "Salon Mai",
        lat: 10.77,
        lng: 106.69,
        market: "vi",
        timeZone: "Asia/Ho_Chi_Minh",
        categories: ["beauty"],
        address: "45 Đường Lê Lợi, Quận 1",
      },
      { name: "Warung Pojok", lat: -6.21, lng: 106.83, categories: ["food"], address: "3 Jalan Thamrin" },
    ]);
  });

  const names = async (url: string) => ((await get(url)).json().data as { name: string }[]).map((store) => store.name);
  const search = async (words: string) =>
    (await names(`/stores/suggest_text?search=${encodeURIComponent(words)}`)).sort();

  it("finds a store by its category's name in English, Vietnamese and Indonesian, accents aside", async () => {
    expect(await search("grocery")).toEqual(["Toko Ibu Sari"]);
    expect(await search("tạp hóa")).toEqual(["Toko Ibu Sari"]);
    expect(await search("tap hoa")).toEqual(["Toko Ibu Sari"]);
    expect(await search("kelontong")).toEqual(["Toko Ibu Sari"]);
    expect(await search("lam dep")).toEqual(["Salon Mai"]);
    expect(await search("Kecantikan")).toEqual(["Salon Mai"]);
    expect(await search("makanan")).toEqual(["Warung Pojok"]);
  });

  it("finds a store by its street, accents aside and with a typo", async () => {
    expect(await search("sudirman")).toEqual(["Toko Ibu Sari"]);
    expect(await search("jalan")).toEqual(["Toko Ibu Sari", "Warung Pojok"]);
    expect(await search("le loi")).toEqual(["Salon Mai"]);
    expect(await search("Lê Lợi")).toEqual(["Salon Mai"]);
    expect(await search("sudirnam")).toEqual(["Toko Ibu Sari"]);
    expect(await search("thamrn")).toEqual(["Warung Pojok"]);
    // A name and a street together narrow to the store with both.
    expect(await search("warung thamrin")).toEqual(["Warung Pojok"]);
    expect(await names(`/stores?keyword=${encodeURIComponent("kelontong")}`)).toEqual(["Toko Ibu Sari"]);
  });

  it("follows a store's categories and a category's names as they change", async () => {
    const [sari] = await db().select({ id: stores.id }).from(stores).where(eq(stores.name, "Toko Ibu Sari"));
    await db().execute(
      sql`insert into store_category_links (store_id, category_id, position) values (${sari?.id}, 'health', 1)`,
    );
    expect(await search("kesehatan")).toEqual(["Toko Ibu Sari"]);
    await db().execute(sql`delete from store_category_links where store_id = ${sari?.id} and category_id = 'health'`);
    expect(await search("kesehatan")).toEqual([]);
    await db().execute(sql`update store_categories set name_id = 'Toko kelontong' where id = 'grocery'`);
    expect(await search("toko kelontong")).toEqual(["Toko Ibu Sari"]);
    await db().execute(sql`update store_categories set name_id = 'Kelontong' where id = 'grocery'`);
    await db().update(stores).set({ address: "8 Jalan Gatot Subroto" }).where(eq(stores.name, "Toko Ibu Sari"));
    expect(await search("gatot")).toEqual(["Toko Ibu Sari"]);
    expect(await search("sudirman")).toEqual([]);
  });
});

describe("search among many stores", () => {
  beforeEach(() => clearStores(db()));

  type Listing = Omit<StoreListing, "keywordMode" | "corrections">;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  /** The page and total as one statement walking the stores in the list's order finds them. */
  async function walked(listing: Listing): Promise<{ ids: string[]; total: number }> {
    const once = (keywordMode: "substring" | "fuzzy") =>
      db().transaction(async (tx) => {
        const corrections = keywordMode === "fuzzy" ? await correctKeyword(tx, listing.keyword ?? "") : undefined;
        const statements = storeListStatements({ ...listing, keywordMode, corrections });
        const ids = rowsOf<{ id: string }>(await tx.execute(statements.ids)).map((row) => row.id);
        const [counted] = rowsOf<{ total: number }>(await tx.execute(statements.count));
        return { ids, total: counted?.total ?? 0 };
      });
    const exact = await once("substring");
    return exact.total > 0 ? exact : once("fuzzy");
  }

  it("pages and counts the matches as walking the stores in order does, for every sort and filter", async () => {
    const names = ["Kopi Senja", "Kopi Kenangan", "Bánh Mì Huỳnh Hoa", "Phở Hà Nội", "Sate Padang", "Warung Kopi"];
    // Micro-degrees within about 50 km of the member, or within 2 km (the search's near look, `nearFirstRadius`).
    const offset = fc
      .tuple(fc.integer({ min: -500_000, max: 500_000 }), fc.boolean())
      .map(([micro, near]) => (near ? Math.trunc(micro / 25) : micro) / 1e6);
    const store = fc.record({
      name: fc.constantFrom(...names),
      lat: offset.map((degrees) => -6.25 + degrees),
      lng: offset.map((degrees) => 106.75 + degrees),
      cafe: fc.boolean(),
      likes: fc.integer({ min: 0, max: 3 }),
      open: fc.boolean(),
      daysOld: fc.integer({ min: 0, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(store, { minLength: 0, maxLength: 30 }),
        fc.constantFrom("kopi", "banh mi", "bahn mi", "pho ha", "sate pad", "kopi sanja", "xyz"),
        fc.constantFrom("distance", "popular", "newest", "relevance") as fc.Arbitrary<Listing["sort"]>,
        fc.record({ withPlace: fc.boolean(), cafe: fc.boolean(), openNow: fc.boolean() }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        async (list, keyword, sort, filter, page, limit) => {
          await clearStores(db());
          const ids = await insertStores(
            db(),
            list.map((item, index) => ({
              name: `${item.name} ${index}`,
              // No two at the same place: the index walk orders equal distances as it meets them.
              lat: item.lat + index * 1e-5,
              lng: item.lng,
              categories: item.cafe ? ["cafe"] : ["food"],
              ...(item.open && { hours: "00:00-00:00" }),
              createdAt: new Date(Date.UTC(2026, 0, 10 - item.daysOld)),
            })),
          );
          for (const [index, item] of list.entries()) {
            if (item.likes > 0) {
              await db()
                .update(stores)
                .set({ likeCount: item.likes })
                .where(eq(stores.id, ids[index] as string));
            }
          }
          const listing: Listing = {
            viewerId: null,
            locale: "en",
            at: new Date(),
            place: filter.withPlace ? { lat: -6.25, lng: 106.75 } : null,
            keyword,
            categoryId: filter.cafe ? "cafe" : undefined,
            openNow: filter.openNow,
            sort,
            page,
            limit,
          };
          const found = await listStores(db(), listing);
          expect({ ids: found.stores.map((item) => item.id), total: found.total }).toEqual(await walked(listing));
          for (const item of found.stores) {
            const index = ids.indexOf(item.id);
            expect(item.categories.map((category) => category.id)).toEqual([list[index]?.cafe ? "cafe" : "food"]);
            expect(item.categories[0]?.name).toBeTruthy();
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("takes a page from the matches near the member and counts the far ones too", async () => {
    const near = Array.from({ length: 25 }, (_, index) => ({
      name: `Kopi ${index}`,
      lat: -6.25 + index * 1e-3,
      lng: 106.75,
    }));
    const far = Array.from({ length: 10 }, (_, index) => ({
      name: `Kopi far ${index}`,
      lat: -6.55,
      lng: 106.75 + index * 1e-3,
    }));
    await insertStores(db(), [...far, ...near, { name: "Sate near", lat: -6.25, lng: 106.7501 }]);
    for (const [page, limit] of [
      [1, 20],
      [2, 10],
      [3, 10],
      [2, 20],
    ] as const) {
      const listing: Listing = {
        viewerId: null,
        locale: "en",
        at: new Date(),
        place: { lat: -6.25, lng: 106.75 },
        keyword: "kopi",
        sort: "relevance",
        page,
        limit,
      };
      const found = await listStores(db(), listing);
      expect(found.total).toBe(35);
      expect(found.stores.map((item) => item.id)).toEqual((await walked(listing)).ids);
    }
  });

  it(`walks the stores nearest first when more than ${candidateCap} names match`, async () => {
    await db().execute(sql`
      insert into stores (id, name, address, city, market, time_zone, lat, lng)
      select 'many-' || g, 'Kopi ' || g, g || ' Test street', 'Jakarta', 'indo', 'Asia/Jakarta',
        -6.2 + (g % 100) / 1000.0, 106.8 + (g / 100) / 1000.0
      from generate_series(1, ${candidateCap + 10}) g`);
    // Over 5 km from every one of them, so the near look (`nearFirstRadius`) finds none.
    const place = { lat: -6.3, lng: 106.81 };
    const listing: Listing = {
      viewerId: null,
      locale: "en",
      at: new Date(),
      place,
      keyword: "kopi",
      sort: "relevance",
      page: 2,
      limit: 20,
    };
    const found = await listStores(db(), listing);
    expect(found.total).toBe(1000);
    expect(found.stores.map((item) => item.id)).toEqual((await walked(listing)).ids);
    const distances = found.stores.map((item) => item.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("tells how many there are on a page past the end, and finds by a short word too", async () => {
    await insertStores(db(), [
      { name: "Kopi Senja", lat: -6.2, lng: 106.82 },
      { name: "Kopi Tuku", lat: -6.21, lng: 106.83 },
      { name: "Ya Kun", lat: -6.22, lng: 106.84 },
    ]);
    const past = (await get("/stores/suggest_text?search=kopi&page=3&limit=1&lat=-6.2&long=106.82")).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(2);
    const short = (await get("/stores/suggest_text?search=ya&lat=-6.2&long=106.82")).json();
    expect(short.data.map((item: { name: string }) => item.name)).toEqual(["Ya Kun"]);
  });
});

describe("likes and follows", () => {
  let storeId: string;
  beforeAll(async () => {
    await clearStores(db());
    [storeId] = (await insertStores(db(), [{ name: "Liked", lat: -6.2, lng: 106.82 }])) as [string];
  });

  const likeEvents = async (userId: string) =>
    (await db().select().from(activityEvents).where(eq(activityEvents.userId, userId))).filter(
      (event) => event.kind === "store_liked",
    );

  it("is idempotent: liking twice counts once and records one event", async () => {
    const { user, token } = await createSignedInUser(db());
    const first = await post("/stores/like", { store_id: storeId, like: true }, token);
    const second = await post("/stores/like", { store_id: storeId, like: true }, token);
    expect(first.json().data).toEqual({ store_id: storeId, is_liked: true, like_count: 1 });
    expect(second.json().data).toEqual({ store_id: storeId, is_liked: true, like_count: 1 });
    expect(await likeEvents(user.id)).toHaveLength(1);
    const detail = (await get(`/stores/${storeId}`, token)).json().data;
    expect(detail).toMatchObject({ is_liked: true, like_count: 1 });
    await post("/stores/like", { store_id: storeId, like: false }, token);
    await post("/stores/like", { store_id: storeId, like: false }, token);
    expect((await get(`/stores/${storeId}`, token)).json().data).toMatchObject({ is_liked: false, like_count: 0 });
    expect(await likeEvents(user.id)).toHaveLength(2);
  });

  it("keeps the final state of any sequence, and the counter agrees with the likes", async () => {
    const { token } = await createSignedInUser(db());
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), async (sequence) => {
        for (const like of sequence) await post("/stores/like", { store_id: storeId, like }, token);
        const detail = (await get(`/stores/${storeId}`, token)).json().data;
        expect(detail.is_liked).toBe(sequence.at(-1));
        const [row] = await db().select().from(stores).where(eq(stores.id, storeId));
        const counted = (
          (await db().execute(
            sql`select count(*)::int as n from store_likes where store_id = ${storeId}`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n;
        expect(row?.likeCount).toBe(counted);
      }),
      { numRuns: 10 },
    );
  });

  it("counts racing likes once", async () => {
    const { token } = await createSignedInUser(db());
    const before = (await get(`/stores/${storeId}`)).json().data.like_count;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post("/stores/like", { store_id: storeId, like: true }, token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect((await get(`/stores/${storeId}`)).json().data.like_count).toBe(before + 1);
  });

  it("follows, lists the followed stores and unfollows", async () => {
    const { token } = await createSignedInUser(db());
    expect((await post("/stores/follow", { store_id: storeId, follow: true }, token)).json().data).toMatchObject({
      is_followed: true,
      follower_count: 1,
    });
    const following = (await get("/infos/following", token)).json();
    expect(following.data.map((store: { id: string }) => store.id)).toEqual([storeId]);
    expect(following.data[0].is_followed).toBe(true);
    await post("/stores/follow", { store_id: storeId, follow: false }, token);
    expect((await get("/infos/following", token)).json().data).toEqual([]);
  });

  it("refuses a store that does not exist", async () => {
    const { token } = await createSignedInUser(db());
    const answer = await post("/stores/like", { store_id: "no-such-store", like: true }, token);
    expect(answer.statusCode).toBe(404);
  });
});

describe("who may do what", () => {
  it("lets a visitor browse, with nothing liked, and tells them to log in to like or follow", async () => {
    await clearStores(db());
    const [id] = (await insertStores(db(), [{ name: "Open", lat: -6.2, lng: 106.82 }])) as [string];
    const list = await get("/stores");
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ is_liked: false, is_followed: false });
    expect((await get(`/stores/${id}`)).json().data.is_liked).toBe(false);
    for (const answer of [
      await post("/stores/like", { store_id: id, like: true }),
      await post("/stores/follow", { store_id: id, follow: true }),
      await get("/infos/following"),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe("Please log in to use this feature");
    }
  });

  it("keeps the back office's store routes to admins", async () => {
    const member = await createSignedInUser(db(), { roles: ["member"] });
    const staff = await createSignedInUser(db(), { roles: ["member", "shop_staff"] });
    const support = await createSignedInUser(db(), { roles: ["member", "support"] });
    for (const token of [member.token, staff.token, support.token]) {
      const list = await t.app.inject({ method: "GET", url: "/api/admin/stores", headers: { token } });
      expect(list.statusCode).toBe(403);
      const made = await t.app.inject({ method: "POST", url: "/api/admin/stores", headers: { token }, payload: {} });
      expect(made.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/stores" })).statusCode).toBe(401);
  });
});

describe("validation", () => {
  it.each([
    "/stores?limit=51",
    "/stores?limit=0",
    "/stores?page=0",
    "/stores?lat=91&long=10",
    "/stores?lat=10&long=181",
    "/stores?lat=10",
    "/stores?lat=1e1&long=2",
    "/stores?sort=closest",
    "/stores?open_now=maybe",
    `/stores?keyword=${"x".repeat(101)}`,
    "/stores/suggest_text",
    "/stores/suggest_text?search=",
    "/stores/suggest_text?search=pho&limit=51",
    "/stores/popular?limit=100",
  ])("refuses %s", async (url) => {
    const answer = await get(url);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().status).toBe(false);
  });

  it("takes the page sizes of the spec by default", async () => {
    expect((await get("/stores")).json().meta.limit).toBe(10);
    expect((await get("/stores/suggest_text?search=a")).json().meta.limit).toBe(20);
  });

  it("refuses a like without a yes or no", async () => {
    const { token } = await createSignedInUser(db());
    for (const payload of [
      { store_id: "x" },
      { store_id: "x", like: "yes" },
      { like: true },
      { store_id: "", like: true },
    ]) {
      expect((await post("/stores/like", payload, token)).statusCode).toBe(400);
    }
  });
});

describe("open now", () => {
  it("is read in the store's own time zone, past midnight included, as the reference says", async () => {
    const zones = ["Asia/Jakarta", "Asia/Ho_Chi_Minh", "UTC", "America/New_York"];
    const clock = fc
      .integer({ min: 0, max: 1439 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        clock,
        clock,
        fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-01-01T00:00:00Z"), noInvalidDate: true }),
        async (timeZone, opens, closes, at) => {
          await clearStores(db());
          await insertStores(db(), [{ name: "Clock", lat: 0, lng: 0, timeZone, hours: `${opens}-${closes}` }]);
          const rows = (
            (await db().execute(sql`select ${openNowSql(at)} as open from stores s`)) as unknown as {
              rows: { open: boolean }[];
            }
          ).rows;
          const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
          const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
            weekday,
            opensMinute: minutes(opens),
            closesMinute: minutes(closes),
          }));
          expect(rows[0]?.open).toBe(isOpenAt(hours, at, timeZone));
        },
      ),
      { numRuns: 30 },
    );
  });

  it("knows a night shop is open at one in the morning and closed at noon", () => {
    const night = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: 22 * 60, closesMinute: 2 * 60 }));
    // 01:00 and 12:00 in Jakarta (UTC+7).
    expect(isOpenAt(night, new Date("2026-03-02T18:00:00Z"), "Asia/Jakarta")).toBe(true);
    expect(isOpenAt(night, new Date("2026-03-02T05:00:00Z"), "Asia/Jakarta")).toBe(false);
  });

  it("filters the list with open_now=true", async () => {
    await clearStores(db());
    await insertStores(db(), [
      { name: "Always", lat: 0, lng: 0, hours: "00:00-00:00" },
      { name: "Never", lat: 0, lng: 0 },
    ]);
    const open = (await get("/stores?open_now=true")).json().data.map((store: { name: string }) => store.name);
    expect(open).toEqual(["Always"]);
  });
});

describe("back office", () => {
  it("creates a store, sets its hours, location, staff and photos, and audits every change", async () => {
    const admin = await createSignedInUser(db(), { roles: ["member", "admin"] });
    const staff = await createTestUser(db(), { roles: ["member"] });
    const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/admin${url}`, headers: { token: admin.token }, ...(payload && { payload }) });
    const made = await call("POST", "/stores", {
      name: "Bún Chả Hương Liên",
      category_ids: ["food"],
      address: "24 Lê Văn Hưu",
      city: "Hà Nội",
      market: "vi",
      time_zone: "Asia/Ho_Chi_Minh",
      lat: 21.0175,
      lng: 105.8537,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    expect((await call("POST", "/stores", { ...made.json().data, category_ids: ["nope"] })).statusCode).toBe(422);
    expect(
      (await call("PATCH", `/stores/${id}`, { description: "Obama ate here", category_ids: ["food", "cafe"] })).json()
        .data,
    ).toMatchObject({
      description: "Obama ate here",
      category_ids: ["food", "cafe"],
    });
    const hours = await call("PUT", `/stores/${id}/hours`, {
      hours: [{ weekday: 1, opens: "08:00", closes: "20:30" }],
    });
    expect(hours.json().data.hours).toEqual([{ weekday: 1, opens: "08:00", closes: "20:30" }]);
    expect(
      (await call("PUT", `/stores/${id}/hours`, { hours: [{ weekday: 1, opens: "8:00", closes: "20:30" }] }))
        .statusCode,
    ).toBe(400);
    const moved = await call("PUT", `/stores/${id}/location`, {
      address: "25 Lê Văn Hưu",
      city: "Hà Nội",
      time_zone: "Asia/Bangkok",
      lat: 21.018,
      lng: 105.854,
    });
    expect(moved.json().data).toMatchObject({ address: "25 Lê Văn Hưu", time_zone: "Asia/Bangkok" });
    const hired = await call("POST", `/stores/${id}/staff`, { email: staff.email });
    expect(hired.json().data.staff.map((member: { user_id: string }) => member.user_id)).toEqual([staff.id]);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#cc3333" } })
      .png()
      .toBuffer();
    const boundary = "----store-photo";
    const photo = await t.app.inject({
      method: "POST",
      url: `/api/admin/stores/${id}/photos`,
      headers: { token: admin.token, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const [stored] = photo.json().data.photos as { id: string; url: string }[];
    const served = await t.app.inject({ method: "GET", url: stored?.url ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const page = (await get(`/stores/${id}`)).json().data;
    expect(page).toMatchObject({ name: "Bún Chả Hương Liên", time_zone: "Asia/Bangkok", thumbnail: stored?.url });
    expect(page.categories.map((category: { id: string }) => category.id)).toEqual(["food", "cafe"]);
    await call("DELETE", `/stores/${id}/photos/${stored?.id}`);
    await call("DELETE", `/stores/${id}/staff/${staff.id}`);
    const actions = (await db().select().from(auditEntries).where(eq(auditEntries.targetId, id))).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(
      [
        "store.create",
        "store.update",
        "store.hours",
        "store.location",
        "store.staff_add",
        "store.photo_add",
        "store.photo_remove",
        "store.staff_remove",
      ].sort(),
    );
    expect((await call("GET", `/stores?keyword=${encodeURIComponent("Hương")}`)).json().meta.total).toBe(1);
  });
});
