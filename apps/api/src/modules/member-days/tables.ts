import { date, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * The day each member is on, for every daily reward (`lib/member-day.ts`): the day, when it began
 * and when it ends in the zone it began in. Moved only by a conditional update on the day it
 * replaces, so parallel requests agree on one day.
 */
export const memberDays = pgTable("member_days", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  day: date("day", { mode: "string" }).notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
});
