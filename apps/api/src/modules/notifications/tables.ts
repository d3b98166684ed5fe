import type { NotificationKind, ReasonableType } from "@rewards/contracts";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/** Where a notification's delivery stands: `pending` until the delivery job claims it (once). */
export type NotificationDelivery = "pending" | "done";
/** The email side: sent at once, waiting for the day's digest, in a digest, or not by email. */
export type NotificationMail = "none" | "sent" | "digest" | "digested";

export type NotificationValues = Record<string, string | number>;

/**
 * A member's notifications. The row is the outbox: written by `notify` in the producer's
 * transaction (a rollback leaves nothing), delivered by a background job that claims it by one
 * conditional update (nothing goes out twice). UNIQUE (kind, cause): a replayed producer adds nothing.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    /** Names what the notification is about for good, as the activity stream's causes do. */
    cause: text("cause").notNull(),
    /** What the words are made from (amounts, titles), rendered in the reader's language. */
    values: jsonb("values").$type<NotificationValues>().notNull().default({}),
    reasonableType: text("reasonable_type").$type<ReasonableType>().notNull(),
    /** The survey's id for a Survey; empty for a Notification, whose own id is the target. */
    reasonableId: text("reasonable_id").notNull().default(""),
    delivery: text("delivery").$type<NotificationDelivery>().notNull().default("pending"),
    mail: text("mail").$type<NotificationMail>().notNull().default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notifications_kind_cause_idx").on(table.kind, table.cause),
    index("notifications_user_idx").on(table.userId, table.createdAt),
    index("notifications_delivery_idx").on(table.delivery, table.createdAt),
  ],
);
export type Notification = typeof notifications.$inferSelect;

/** When the member last looked at the bell (`setting/read_notice`): newer notifications light its dot. */
export const notificationReaders = pgTable("notification_readers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  noticeReadAt: timestamp("notice_read_at", { withTimezone: true }).notNull(),
});

/** One row per member and local day a digest went out: what makes the 09:00 digest once a day. */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's local day (YYYY-MM-DD) in their time zone. */
    day: text("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
