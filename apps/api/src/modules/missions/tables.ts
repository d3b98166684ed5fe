import type { MissionCategory, MissionType, SurveyLocale } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

type Copy = Record<SurveyLocale, string>;

/** A mission: a chain of steps (sub-missions) of one category, daily or belonging to a level. */
export const missions = pgTable(
  "missions",
  {
    id: uuid("id").primaryKey(),
    /** Text, not an enum, like the categories: a new one needs no migration. */
    type: text("type").$type<MissionType>().notNull(),
    category: text("category").$type<MissionCategory>().notNull(),
    /** The level a level-up mission belongs to; daily missions have none. */
    level: smallint("level"),
    title: jsonb("title").$type<Copy>().notNull(),
    description: jsonb("description").$type<Copy>().notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("missions_level_matches_type", sql`(${table.type} = 'levelUp') = (${table.level} is not null)`),
    index("missions_listing_idx").on(table.type, table.level, table.position),
  ],
);

/** A step of a mission: reach `target` of its category to claim `points`. Retired steps keep their history. */
export const subMissions = pgTable(
  "sub_missions",
  {
    id: uuid("id").primaryKey(),
    missionId: uuid("mission_id")
      .notNull()
      .references(() => missions.id),
    position: integer("position").notNull(),
    title: jsonb("title").$type<Copy>().notNull(),
    description: jsonb("description").$type<Copy>().notNull(),
    target: integer("target").notNull(),
    points: integer("points").notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    index("sub_missions_mission_idx").on(table.missionId, table.position),
    check("sub_missions_target_positive", sql`${table.target} > 0`),
    check("sub_missions_points_nonnegative", sql`${table.points} >= 0`),
  ],
);

/**
 * A member's progress on a step, per period: '' for level-up steps, the member's local day for
 * daily ones (so a new day starts a new row: the reset at local midnight). Written only by the
 * activity handlers and the claim, each with one conditional statement.
 */
export const missionProgress = pgTable(
  "mission_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    subMissionId: uuid("sub_mission_id")
      .notNull()
      .references(() => subMissions.id),
    period: text("period").notNull(),
    progress: integer("progress").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.subMissionId, table.period] }),
    index("mission_progress_completed_idx")
      .on(table.userId, table.completedAt.desc())
      .where(sql`${table.completedAt} is not null`),
  ],
);

export type MissionRow = typeof missions.$inferSelect;
export type SubMissionRow = typeof subMissions.$inferSelect;
export type ProgressRow = typeof missionProgress.$inferSelect;
