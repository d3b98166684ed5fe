import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/** Errors the web app ran into, reported through `POST /api/logs`; pruned after a retention period. */
export const clientErrorReports = pgTable(
  "client_error_reports",
  {
    id: uuid("id").primaryKey(),
    name: text("name"),
    message: text("message"),
    note: text("note"),
    stack: text("stack"),
    href: text("href"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name"),
    userEmail: text("user_email"),
    requestId: text("request_id"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("client_error_reports_created_at_idx").on(table.createdAt)],
);

export type ClientErrorReportRow = typeof clientErrorReports.$inferSelect;
