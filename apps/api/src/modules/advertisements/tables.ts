import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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

/** The home popup's advertisements (spec section 3), written in the back office. */
export const advertisements = pgTable(
  "advertisements",
  {
    id: uuid("id").primaryKey(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    /** 0 profile, 1 bingo, 2 a job, 3 a survey, 4 missions, 5 an external link. */
    type: smallint("type").notNull(),
    relatedId: text("related_id"),
    linkTo: text("link_to"),
    /** Shown to members of this market (indo, vi), or to everyone. */
    country: text("country"),
    /** Shown to members reading this language, or to everyone. */
    locale: text("locale"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    stepHours: integer("step_hours").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("advertisements_live_idx").on(table.active, table.startsAt, table.endsAt),
    check("advertisements_type_range", sql`${table.type} between 0 and 5`),
    check("advertisements_step_positive", sql`${table.stepHours} > 0`),
  ],
);
export type AdvertisementRow = typeof advertisements.$inferSelect;

/** Views and clicks per ad and day: what the back office reads. */
export const advertisementDailyCounts = pgTable(
  "advertisement_daily_counts",
  {
    advertisementId: uuid("advertisement_id")
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.advertisementId, table.day] })],
);

/** Who was counted for an ad on a day, for what: a reload or a second tap counts nothing more. */
export const advertisementReports = pgTable(
  "advertisement_reports",
  {
    advertisementId: uuid("advertisement_id")
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    /** view or click */
    kind: text("kind").notNull(),
  },
  (table) => [primaryKey({ columns: [table.advertisementId, table.userId, table.day, table.kind] })],
);
