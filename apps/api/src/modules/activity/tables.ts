import type { ActivityDetail, ActivityKind } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * The activity stream: one row per thing a member did that other modules react to, appended in
 * the producer's transaction and never changed. (kind, cause) is unique, so a replayed event is
 * refused by the index and its handlers never run twice.
 */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** One of `activityKinds`; text rather than an enum so a new kind needs no migration. */
    kind: text("kind").$type<ActivityKind>().notNull(),
    /** What happened, named for good: `<survey id>:<user id>`, a redeem request's id, ... */
    cause: text("cause").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** The member's time zone when it happened: daily consumers count it on that local day. */
    timeZone: text("time_zone").notNull(),
    detail: jsonb("detail").$type<ActivityDetail>(),
  },
  (table) => [
    uniqueIndex("activity_events_kind_cause_key").on(table.kind, table.cause),
    index("activity_events_user_occurred_idx").on(table.userId, table.occurredAt.desc()),
    check("activity_events_cause_length", sql`length(${table.cause}) between 1 and 200`),
  ],
);

export type ActivityRow = typeof activityEvents.$inferSelect;
