import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/**
 * The first answer to a spending POST sent with an `Idempotency-Key`, saved in the same
 * transaction as the spending, so a replay gets that answer and a different body is refused.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The route, so one key sent to two routes names two requests. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    bodyHash: text("body_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    answer: jsonb("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);
