import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * Each member's attendance: the last check-in (its day, instant and zone), the streak and the
 * freezes held. Changed only by a conditional update on the last check-in, so parallel
 * check-ins cannot both pass.
 */
export const memberAttendance = pgTable(
  "member_attendance",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    /** The attendance day of the last check-in: its local day, always later than the one before. */
    lastDay: date("last_day", { mode: "string" }),
    lastCheckedInAt: timestamp("last_checked_in_at", { withTimezone: true }),
    lastTimeZone: text("last_time_zone"),
    /** The end of the last check-in's day in its own zone: no check-in before it, whatever the zone. */
    nextAllowedAt: timestamp("next_allowed_at", { withTimezone: true }),
    streak: integer("streak").notNull().default(0),
    freezes: integer("freezes").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("member_attendance_streak_nonnegative", sql`${table.streak} >= 0`),
    check("member_attendance_freezes_nonnegative", sql`${table.freezes} >= 0`),
  ],
);

/** One row per check-in: the attendance strip and the history of what each paid. */
export const attendanceCheckIns = pgTable(
  "attendance_check_ins",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    day: date("day", { mode: "string" }).notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    streak: integer("streak").notNull(),
    points: integer("points").notNull(),
    bonusPoints: integer("bonus_points").notNull(),
    /** Missed days just before this one that freezes covered. */
    freezesUsed: integer("freezes_used").notNull(),
  },
  (table) => [uniqueIndex("attendance_check_ins_user_day_key").on(table.userId, table.day.desc())],
);

export type AttendanceRow = typeof memberAttendance.$inferSelect;
