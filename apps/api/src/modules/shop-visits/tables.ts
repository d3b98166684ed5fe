import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { stores } from "../stores/tables.js";
import { users } from "../users/tables.js";

/**
 * Shop visits II (docs/ARCHITECTURE.md, "Shops"): QR check-ins, stars per member and store with
 * their history, the member's shop settings, and the staff's audited actions.
 */

/** How a store takes check-ins; a store without a row takes the defaults (counter QR only, 200 m). */
export const storeCheckInConfigs = pgTable(
  "store_check_in_configs",
  {
    storeId: text("store_id")
      .primaryKey()
      .references(() => stores.id, { onDelete: "cascade" }),
    acceptStaticQr: boolean("accept_static_qr").notNull().default(false),
    radiusMetres: integer("radius_metres").notNull().default(200),
    /** The printed QR's serial: raising it voids every printed code. */
    staticSerial: integer("static_serial").notNull().default(1),
    /** Check-ins outside the opening hours too (a shop that opens early for regulars); off by default. */
    acceptOutsideHours: boolean("accept_outside_hours").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("store_check_in_configs_radius", sql`${table.radiusMetres} between 30 and 2000`)],
);

/** A check-in: one per member, store and the store's local day (the unique key decides races). */
export const shopCheckIns = pgTable(
  "shop_check_ins",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** `YYYY-MM-DD` in the store's time zone. */
    localDay: text("local_day").notNull(),
    /** `rotating` (the counter screen's QR) or `static` (a printed one). */
    trust: text("trust").notNull(),
    distanceMetres: integer("distance_metres").notNull(),
    stars: integer("stars").notNull(),
    points: integer("points").notNull(),
    deviceTimeZone: text("device_time_zone"),
    appVersion: text("app_version"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("shop_check_ins_once_a_day").on(table.userId, table.storeId, table.localDay),
    index("shop_check_ins_store_day_idx").on(table.storeId, table.localDay, table.checkedInAt.desc()),
    index("shop_check_ins_user_idx").on(table.userId, table.checkedInAt.desc()),
    // The popular list counts the last 30 days' check-ins per store: a range on the time, the store from the index.
    index("shop_check_ins_recent_idx").on(table.checkedInAt, table.storeId),
    check("shop_check_ins_trust", sql`${table.trust} in ('rotating', 'static')`),
  ],
);

/** A refused check-in kept for fraud review (too far, a bad or expired token). */
export const shopCheckInRefusals = pgTable(
  "shop_check_in_refusals",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    storeId: text("store_id").notNull(),
    reason: text("reason").notNull(),
    distanceMetres: integer("distance_metres"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("shop_check_in_refusals_at_idx").on(table.at.desc()),
    index("shop_check_in_refusals_user_idx").on(table.userId),
  ],
);

/** The moment of a member's last check-in anywhere: the cooldown moves it by one conditional upsert. */
export const shopCheckInCooldowns = pgTable("shop_check_in_cooldowns", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

/** A member's stars (stamps) at a store: changed only by conditional UPDATEs, each with a history row. */
export const memberStoreStars = pgTable(
  "member_store_stars",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull().default(0),
    lifetimeStars: integer("lifetime_stars").notNull().default(0),
    visitCount: integer("visit_count").notNull().default(0),
    lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.storeId] }),
    index("member_store_stars_visited_idx").on(table.userId, table.lastVisitedAt.desc()),
    check("member_store_stars_counts", sql`${table.stars} >= 0 and ${table.lifetimeStars} >= ${table.stars}`),
  ],
);

export const starHistory = pgTable(
  "star_history",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    balance: integer("balance").notNull(),
    /** check_in, exchange or adjustment. */
    reason: text("reason").notNull(),
    /** The check-in or the coupon it came from. */
    causeId: uuid("cause_id").notNull(),
    campaignId: uuid("campaign_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("star_history_user_idx").on(table.userId, table.createdAt.desc()),
    unique("star_history_cause").on(table.reason, table.causeId),
  ],
);

/** The member's shop settings (`settings/1`); no row means the defaults. */
export const shopSettings = pgTable("shop_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  notificationFrequency: text("notification_frequency").notNull().default("instant"),
  campaignNotifications: boolean("campaign_notifications").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a member last heard about a store, for the `daily` frequency: one conditional upsert moves
 * it, so two visit events at once (a check-in and a coupon) cannot both pass the day's check.
 */
export const shopVisitNoticeMarks = pgTable(
  "shop_visit_notice_marks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeId] })],
);

/** What shop staff did for their store (a coupon confirmed, a campaign made or changed, a setting). */
export const shopStaffActions = pgTable(
  "shop_staff_actions",
  {
    id: uuid("id").primaryKey(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => users.id),
    action: text("action").notNull(),
    targetId: text("target_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    requestId: text("request_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shop_staff_actions_store_idx").on(table.storeId, table.at.desc())],
);
