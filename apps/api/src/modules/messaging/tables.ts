import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type MessageChannel = "email" | "sms";
export type MessageStatus = "pending" | "sending" | "sent" | "failed";

/**
 * The outbox: a message is written in the same transaction as what caused it, then delivered by a
 * background job. Without SMTP or an SMS gateway it stays here as the dev mailbox's letter.
 */
export const outboundMessages = pgTable(
  "outbound_messages",
  {
    id: uuid("id").primaryKey(),
    channel: text("channel").$type<MessageChannel>().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** The HTML alternative of an email's text body (notifications), when it has one. */
    html: text("html"),
    /** Extra email headers (List-Unsubscribe), sent as they are. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").$type<MessageStatus>().notNull().default("pending"),
    /** smtp, sms-webhook or dev-mailbox: where it went. */
    transport: text("transport"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbound_messages_recipient_idx").on(table.recipient, table.createdAt),
    index("outbound_messages_status_idx").on(table.status, table.createdAt),
  ],
);

export type OutboundMessage = typeof outboundMessages.$inferSelect;
