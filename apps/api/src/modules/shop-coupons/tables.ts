import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "../stores/tables.js";
import { users } from "../users/tables.js";

/** A store's offer: stars exchanged for a coupon, with an optional stock and a per-member limit. */
export const shopCampaigns = pgTable(
  "shop_campaigns",
  {
    id: uuid("id").primaryKey(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    reward: text("reward").notNull(),
    starsRequired: integer("stars_required").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** draft, active or paused. */
    state: text("state").notNull().default("active"),
    /** Null: unlimited. */
    stockTotal: integer("stock_total"),
    /** Coupons given out: one conditional UPDATE per exchange. */
    stockUsed: integer("stock_used").notNull().default(0),
    perMemberLimit: integer("per_member_limit").notNull().default(1),
    couponValidDays: integer("coupon_valid_days").notNull().default(30),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the store's followers were told it runs (once, by the announce job); null until then. */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
  },
  (table) => [
    index("shop_campaigns_unannounced_idx").on(table.startsAt).where(sql`${table.announcedAt} is null`),
    index("shop_campaigns_store_idx").on(table.storeId, table.startsAt.desc()),
    check("shop_campaigns_state", sql`${table.state} in ('draft', 'active', 'paused')`),
    check(
      "shop_campaigns_stock",
      sql`${table.stockUsed} >= 0 and (${table.stockTotal} is null or ${table.stockUsed} <= ${table.stockTotal})`,
    ),
    check(
      "shop_campaigns_numbers",
      sql`${table.starsRequired} > 0 and ${table.perMemberLimit} > 0 and ${table.couponValidDays} > 0`,
    ),
  ],
);

/** How many coupons a member got from a campaign: the per-member limit's counter. */
export const shopCampaignMembers = pgTable(
  "shop_campaign_members",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => shopCampaigns.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    exchanged: integer("exchanged").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userId] })],
);

/** A member's coupon: received, then used (staff confirm) or expired (the expiry job). */
export const shopCoupons = pgTable(
  "shop_coupons",
  {
    id: uuid("id").primaryKey(),
    /** Eight characters the live code starts with; staff find the coupon by it. */
    serial: text("serial").notNull().unique(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => shopCampaigns.id, { onDelete: "cascade" }),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default("received"),
    starsSpent: integer("stars_spent").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: uuid("used_by").references(() => users.id),
  },
  (table) => [
    index("shop_coupons_user_idx").on(table.userId, table.status, table.expiresAt),
    index("shop_coupons_store_idx").on(table.storeId, table.status),
    index("shop_coupons_due_idx").on(table.expiresAt).where(sql`${table.status} = 'received'`),
    check("shop_coupons_status", sql`${table.status} in ('received', 'used', 'expired')`),
    check("shop_coupons_used", sql`(${table.status} = 'used') = (${table.usedAt} is not null)`),
  ],
);
