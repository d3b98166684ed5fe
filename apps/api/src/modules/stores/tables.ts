import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * The shop-visit service's stores (docs/ARCHITECTURE.md, "Shop visits"). Distance uses the `cube` and
 * `earthdistance` extensions (a GiST index on `ll_to_earth(lat, lng)`), search `unaccent` and
 * `pg_trgm` (a trigram GIN index on `search_text`: the name, address and categories folded by
 * `store_fold`, unaccented and lowercased). The extensions and `store_fold` come with migration `..._store_search_extensions`.
 */

/** What a store is: café, food, beauty... named in every language the product speaks. */
export const storeCategories = pgTable("store_categories", {
  id: text("id").primaryKey(),
  icon: text("icon").notNull(),
  nameEn: text("name_en").notNull(),
  nameVi: text("name_vi").notNull(),
  nameId: text("name_id").notNull(),
  position: integer("position").notNull().default(0),
});

export const stores = pgTable(
  "stores",
  {
    /** A uuid for stores made in the back office; the first demo stores keep their readable keys. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    /** The market whose members it serves: indo or vi. */
    market: text("market").notNull(),
    /** The IANA zone its opening hours are read in. */
    timeZone: text("time_zone").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    ownerId: uuid("owner_id").references(() => users.id),
    phone: text("phone"),
    /** The name folded for search: `store_fold(name)`, unaccented and lowercased. */
    searchName: text("search_name").notNull().generatedAlwaysAs(sql`store_fold(name)`),
    /**
     * What a keyword is looked for in: the name, the address (its street) and the names of its
     * categories in en, vi and id, folded as the name is. Kept by triggers on `stores`,
     * `store_category_links` and `store_categories` (migration `..._store_search_text`), so a
     * category added in the back office or renamed is found at once.
     */
    searchText: text("search_text").notNull().default(""),
    /** Counters kept with each like and follow, in the same transaction. */
    likeCount: integer("like_count").notNull().default(0),
    followerCount: integer("follower_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("stores_market", sql`${table.market} in ('indo', 'vi')`),
    check("stores_position", sql`${table.lat} between -90 and 90 and ${table.lng} between -180 and 180`),
    check("stores_counts", sql`${table.likeCount} >= 0 and ${table.followerCount} >= 0`),
    index("stores_earth_idx").using("gist", sql`ll_to_earth(${table.lat}, ${table.lng})`),
    // No pending list (`fastupdate`): a search read all of it, up to 4 MB, on every look-up (10 ms of a
    // search after stores were added in bulk); stores are added seldom, so each insert pays instead.
    index("stores_search_text_idx").using("gin", sql`${table.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index("stores_created_idx").on(table.createdAt.desc(), table.id),
    index("stores_popular_idx").on(sql`(${table.likeCount} + ${table.followerCount}) desc`, table.id),
    index("stores_owner_idx").on(table.ownerId),
  ],
);

/**
 * What a search reads of each store, one narrow row a store (about 100 bytes against 200 in
 * `stores`), kept by a trigger on `stores` in the same transaction as every write (migration
 * `..._store_search_rows`). A search's candidates come from here: reading the location, counters
 * and age of each of thousands of matches costs a heap page a match in `stores`, and a few pages a
 * name here once the rows are in name order (`orderStoreSearchJob`), its matches sitting together.
 * The page's few stores are then read from `stores`. Same column names as `stores`, so the list's
 * conditions and orders apply to either.
 */
export const storeSearch = pgTable(
  "store_search",
  {
    id: text("id")
      .primaryKey()
      .references(() => stores.id, { onDelete: "cascade" }),
    searchName: text("search_name").notNull(),
    searchText: text("search_text").notNull().default(""),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    likeCount: integer("like_count").notNull(),
    followerCount: integer("follower_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
  },
  (table) => [
    index("store_search_earth_idx").using("gist", sql`ll_to_earth(${table.lat}, ${table.lng})`),
    index("store_search_text_idx").using("gin", sql`${table.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    // The order the rows are rewritten in (`orderStoreSearch`), not a search path.
    index("store_search_name_order_idx").on(table.searchName, table.id),
  ],
);

/**
 * Every word of the folded store names (three characters or more, not only digits), kept by a trigger
 * on `stores` (migration `..._store_words`). A typo is corrected against these few thousand words
 * rather than scored against every store name (`correctKeyword` in listing.ts). Words of renamed or
 * deleted stores stay: a correction to a word no store has any more finds nothing, and removing them
 * safely would race with a store being named so at the same moment.
 */
export const storeWords = pgTable("store_words", { word: text("word").primaryKey() }, (table) => [
  index("store_words_word_idx").using("gin", sql`${table.word} gin_trgm_ops`).with({ fastupdate: false }),
]);

export const storeCategoryLinks = pgTable(
  "store_category_links",
  {
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => storeCategories.id),
    /** The first category is the store's main one (shown in search). */
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.categoryId] }),
    index("store_category_links_category_idx").on(table.categoryId, table.storeId),
  ],
);

/** Opening hours per weekday (0 Sunday), in minutes of the day in the store's zone; closes <= opens runs past midnight. */
export const storeHours = pgTable(
  "store_hours",
  {
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    opensMinute: smallint("opens_minute").notNull(),
    closesMinute: smallint("closes_minute").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.weekday] }),
    check("store_hours_weekday", sql`${table.weekday} between 0 and 6`),
    check(
      "store_hours_minutes",
      sql`${table.opensMinute} between 0 and 1439 and ${table.closesMinute} between 0 and 1439`,
    ),
  ],
);

/** A store's photos: public files (`store-photos/<uuid>.jpg`), first one first. */
export const storePhotos = pgTable(
  "store_photos",
  {
    id: uuid("id").primaryKey(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("store_photos_store_idx").on(table.storeId, table.position)],
);

/** The accounts that work at a store (shop_staff). */
export const storeStaff = pgTable(
  "store_staff",
  {
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.userId] }), index("store_staff_user_idx").on(table.userId)],
);

/**
 * A member's mark on a store, a like or a follow: a row while it stands. The two tables are alike,
 * their counters on `stores` apart (`reactions.ts`).
 */
function memberMarks<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      userId: uuid("user_id")
        .notNull()
        .references(() => users.id),
      storeId: text("store_id")
        .notNull()
        .references(() => stores.id, { onDelete: "cascade" }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.storeId] }),
      index(`${name}_store_idx`).on(table.storeId, table.createdAt),
      index(`${name}_recent_idx`).on(table.createdAt),
    ],
  );
}

/** A member's like of a store. */
export const storeLikes = memberMarks("store_likes");

/** A member following a store. */
export const storeFollows = memberMarks("store_follows");

export type StoreRow = typeof stores.$inferSelect;
