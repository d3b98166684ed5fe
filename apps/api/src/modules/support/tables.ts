import { supportTopics } from "@rewards/contracts";
import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

export const supportTopic = pgEnum("support_topic", supportTopics);

/** What someone sent through the help page's contact form; the back office reads it. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey(),
    /** The member, when the form was sent signed in; kept if the account is deleted later. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name"),
    topic: supportTopic("topic").notNull(),
    message: text("message").notNull(),
    /** The page's language, to answer in it. */
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_requests_created_at_idx").on(table.createdAt)],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
