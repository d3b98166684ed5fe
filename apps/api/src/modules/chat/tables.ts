import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { jobApplications } from "../jobs/tables.js";
import { users } from "../users/tables.js";

/**
 * One chat room per job application; its id is the application's. `last_key` gives each new
 * message the next key by one conditional UPDATE (its row lock orders a room's messages), and the
 * list columns (`last_message_*`) move with it. Each side's read key counts its unread messages.
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => jobApplications.id),
    workerUserId: uuid("worker_user_id")
      .notNull()
      .references(() => users.id),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id),
    lastKey: integer("last_key").notNull().default(0),
    lastMessageText: text("last_message_text"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    workerReadKey: integer("worker_read_key").notNull().default(0),
    clientReadKey: integer("client_read_key").notNull().default(0),
    /** When each side was last told of a message by notification (one per quiet period). */
    workerNotifiedAt: timestamp("worker_notified_at", { withTimezone: true }),
    clientNotifiedAt: timestamp("client_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_rooms_worker_idx").on(table.workerUserId, table.lastMessageAt.desc().nullsLast()),
    index("chat_rooms_client_idx").on(table.clientUserId, table.lastMessageAt.desc().nullsLast()),
    check(
      "chat_rooms_keys",
      sql`${table.lastKey} >= 0 and ${table.workerReadKey} >= 0 and ${table.clientReadKey} >= 0`,
    ),
  ],
);

/** A room's messages by key. A retried send (the same sender and client id) is stored once. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id),
    key: integer("key").notNull(),
    senderUserId: uuid("sender_user_id")
      .notNull()
      .references(() => users.id),
    clientId: uuid("client_id").notNull(),
    text: text("text"),
    attachmentId: uuid("attachment_id").references(() => chatAttachments.id),
    isDelete: boolean("is_delete").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.key] }),
    unique("chat_messages_client_unique").on(table.roomId, table.senderUserId, table.clientId),
    check("chat_messages_key", sql`${table.key} > 0`),
  ],
);

/** A file uploaded to a room, private: read only through a signed link by the room's members. */
export const chatAttachments = pgTable("chat_attachments", {
  id: uuid("id").primaryKey(),
  roomId: uuid("room_id")
    .notNull()
    .references(() => chatRooms.id),
  uploaderUserId: uuid("uploader_user_id")
    .notNull()
    .references(() => users.id),
  kind: text("kind", { enum: ["image", "file"] }).notNull(),
  name: text("name").notNull(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  storageKey: text("storage_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which member has an open socket on which server process, so a message to a member with none is
 * told by notification instead. A process refreshes its rows while it lives; older rows are stale.
 */
export const chatPresence = pgTable(
  "chat_presence",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    node: text("node").notNull(),
    sockets: integer("sockets").notNull().default(0),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.node] })],
);

/**
 * Attachments each member uploaded in the current minute, shared by every server process (the
 * shared rate limiter counts in one process only without Redis): one upsert moves it.
 */
export const chatAttachmentQuota = pgTable(
  "chat_attachment_quota",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(0),
  },
  (table) => [check("chat_attachment_quota_count", sql`${table.count} >= 0`)],
);

/**
 * Messages each member sent in the current window, shared by every server process when there is
 * no Redis to count them in (the shared rate limiter counts in one process only without it).
 */
export const chatSendQuota = pgTable(
  "chat_send_quota",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(0),
  },
  (table) => [check("chat_send_quota_count", sql`${table.count} >= 0`)],
);
