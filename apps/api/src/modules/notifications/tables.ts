import type { CampaignCopy, CampaignStatus, NotificationKind, ReasonableType } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/** Where a notification's delivery stands: `pending` until the delivery job claims it (once). */
export type NotificationDelivery = "pending" | "done";
/** The email side: sent at once, waiting for the day's digest, in a digest, or not by email. */
export type NotificationMail = "none" | "sent" | "digest" | "digested";
/** The push side: waiting for the push job, done (each device's outcome is in `push_deliveries`), or not pushed. */
export type NotificationPush = "none" | "pending" | "done";

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
    push: text("push").$type<NotificationPush>().notNull().default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** What it asked of the member is done (the reward it announced was claimed). */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notifications_kind_cause_idx").on(table.kind, table.cause),
    index("notifications_user_idx").on(table.userId, table.createdAt),
    index("notifications_delivery_idx").on(table.delivery, table.createdAt),
    index("notifications_push_pending_idx").on(table.createdAt).where(sql`${table.push} = 'pending'`),
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

/**
 * A device that takes Web Push: the browser's subscription, one row per endpoint, bound to the
 * member who subscribed it last (a shared browser follows whoever signed in and said yes).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The device's P-256 public key and auth secret (base64url): what the payload is encrypted to. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId, table.updatedAt),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Where one device's push of one notification stands; `sent` is final, `failed` is retried while attempts last. */
export type PushDeliveryStatus = "sending" | "sent" | "failed";

/**
 * One row per notification and device: claimed before the push goes out, so a notification
 * reaches a device at most once however often the job runs. Goes with the subscription.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    status: text("status").$type<PushDeliveryStatus>().notNull(),
    attempts: integer("attempts").notNull().default(1),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.subscriptionId] }),
    index("push_deliveries_subscription_idx").on(table.subscriptionId),
  ],
);

/**
 * An announcement to a segment of members (the back office's notifications section). The send job
 * walks the segment in batches by member id: each batch's notifications, the cursor
 * (`last_member_id`) and the `recipients` counter commit together, so a restart resumes after the
 * last committed batch, and UNIQUE (kind, cause) on `notifications` keeps a replay from adding any.
 */
export const notificationCampaigns = pgTable(
  "notification_campaigns",
  {
    id: uuid("id").primaryKey(),
    title: jsonb("title").$type<CampaignCopy>().notNull(),
    body: jsonb("body").$type<CampaignCopy>().notNull(),
    markets: text("markets").array().notNull(),
    minLevel: integer("min_level"),
    maxLevel: integer("max_level"),
    activeWithinDays: integer("active_within_days"),
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    /** A page of the web app the notification points to. */
    link: text("link"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    status: text("status").$type<CampaignStatus>().notNull().default("scheduled"),
    /** Members the segment reached when it was scheduled (the console's preview). */
    audience: integer("audience").notNull().default(0),
    /** Members notified so far: raised with each batch, by what that batch inserted. */
    recipients: integer("recipients").notNull().default(0),
    /** The last member id of the last committed batch: the next batch starts after it. */
    lastMemberId: uuid("last_member_id"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    index("notification_campaigns_due_idx").on(table.status, table.sendAt),
    index("notification_campaigns_created_idx").on(table.createdAt),
    check("notification_campaigns_recipients_check", sql`${table.recipients} >= 0`),
  ],
);
export type NotificationCampaign = typeof notificationCampaigns.$inferSelect;
