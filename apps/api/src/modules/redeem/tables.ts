import { cardKinds, payoutStatuses, redeemKinds, redeemStatuses } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

export const redeemKind = pgEnum("redeem_kind", redeemKinds);
export const redeemStatus = pgEnum("redeem_status", redeemStatuses);
export const cardKind = pgEnum("card_kind", cardKinds);

/**
 * A bank transfer waiting for its texted code: `POST phone_cards/withdraw` writes one, and only
 * the code's confirmation turns it into a redeem request and debits the points. The quote is
 * frozen here, so the member confirms exactly the figures they were shown.
 */
export const withdrawChallenges = pgTable(
  "withdraw_challenges",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    pointCents: integer("point_cents").notNull(),
    currency: text("currency").notNull(),
    transferAmount: integer("transfer_amount").notNull(),
    fee: integer("fee").notNull(),
    bankName: text("bank_name").notNull(),
    accountName: text("account_name").notNull(),
    accountNumber: text("account_number").notNull(),
    /** The bank or e-wallet (`payoutChannels`); null: a bank named by the member, paid by hand. */
    channelCode: text("channel_code"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by the confirmation: a challenge makes at most one request. */
    redeemRequestId: uuid("redeem_request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("withdraw_challenges_user_idx").on(table.userId, table.createdAt),
    check("withdraw_challenges_point_positive", sql`${table.pointCents} > 0`),
  ],
);

/** One redemption of points, whatever its kind (spec section 3: the redeem request). */
export const redeemRequests = pgTable(
  "redeem_requests",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: redeemKind("kind").notNull(),
    status: redeemStatus("status").notNull(),
    pointCents: integer("point_cents").notNull(),
    currency: text("currency").notNull(),
    transferAmount: integer("transfer_amount").notNull(),
    fee: integer("fee").notNull().default(0),
    bankName: text("bank_name"),
    accountName: text("account_name"),
    accountNumber: text("account_number"),
    provider: text("provider"),
    faceValue: integer("face_value"),
    cardCount: integer("card_count"),
    rejectReason: text("reject_reason"),
    /** The bank's reference of the transfer, as the back office recorded it. */
    transferReference: text("transfer_reference"),
    /** The admin who last moved it. */
    handledBy: uuid("handled_by").references(() => users.id),
    processingAt: timestamp("processing_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("redeem_requests_user_idx").on(table.userId, table.createdAt.desc()),
    index("redeem_requests_status_idx").on(table.status, table.createdAt),
    check("redeem_requests_point_positive", sql`${table.pointCents} > 0`),
  ],
);

/** A card the member's market offers: a provider and face value, priced in cents when loaded. */
export const cardProducts = pgTable(
  "card_products",
  {
    id: uuid("id").primaryKey(),
    kind: cardKind("kind").notNull(),
    market: text("market").notNull(),
    provider: text("provider").notNull(),
    faceValue: integer("face_value").notNull(),
    pointCents: integer("point_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("card_products_offer_key").on(table.kind, table.market, table.provider, table.faceValue)],
);

/**
 * Card stock: one row per code an admin loaded. A code is handed out by setting its request, in
 * the redemption's transaction; the partial index keeps finding free codes cheap.
 */
export const cardCodes = pgTable(
  "card_codes",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => cardProducts.id),
    code: text("code").notNull(),
    serial: text("serial"),
    expiresOn: date("expires_on"),
    redeemRequestId: uuid("redeem_request_id").references(() => redeemRequests.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("card_codes_product_code_key").on(table.productId, table.code),
    index("card_codes_free_idx").on(table.productId, table.id).where(sql`${table.redeemRequestId} is null`),
    index("card_codes_request_idx").on(table.redeemRequestId),
  ],
);

/** A shop-store voucher bought with points: a code the store accepts until it expires. */
export const shopVouchers = pgTable(
  "shop_vouchers",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    redeemRequestId: uuid("redeem_request_id")
      .notNull()
      .unique()
      .references(() => redeemRequests.id),
    storeId: text("store_id").notNull(),
    code: text("code").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shop_vouchers_user_idx").on(table.userId, table.createdAt)],
);

export const payoutStatus = pgEnum("payout_status", payoutStatuses);

/**
 * A bank transfer's way out: one per bank-transfer request (its id is the request's), through the
 * provider configured when it was requested. Its points wait in the ledger's hold account for it.
 * `status` only moves forward (`payoutMayMove`), under this row's lock.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => redeemRequests.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").notNull(),
    channelCode: text("channel_code"),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    /** What reaches the account, in the currency's whole units. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    pointCents: integer("point_cents").notNull(),
    status: payoutStatus("status").notNull().default("requested"),
    /** The provider's id of the payout, once it answered. */
    providerRef: text("provider_ref"),
    failureCode: text("failure_code"),
    /** Calls to the provider's send so far (each under the same idempotency key). */
    sendAttempts: integer("send_attempts").notNull().default(0),
    /** When the sweep may next send or ask about it; null: it waits for an operator. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payouts_user_idx").on(table.userId, table.createdAt.desc()),
    index("payouts_due_idx")
      .on(table.nextCheckAt)
      .where(sql`${table.status} in ('requested', 'sent') and ${table.nextCheckAt} is not null`),
    unique("payouts_provider_ref_key").on(table.provider, table.providerRef),
    check("payouts_amount_positive", sql`${table.amount} > 0 and ${table.pointCents} > 0`),
  ],
);

/** The steps a payout took, each once: the member's timeline and the operators' record. */
export const payoutEvents = pgTable(
  "payout_events",
  {
    id: uuid("id").primaryKey(),
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payouts.id),
    status: payoutStatus("status").notNull(),
    /** Who said so: member, operator, provider (a call's answer), webhook, reconciliation. */
    source: text("source").notNull(),
    /** The provider's own word (`SUCCEEDED`), when it came from the provider. */
    providerStatus: text("provider_status"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("payout_events_step_key").on(table.payoutId, table.status)],
);

export type PayoutRow = typeof payouts.$inferSelect;

export type WithdrawChallenge = typeof withdrawChallenges.$inferSelect;
export type RedeemRequestRow = typeof redeemRequests.$inferSelect;
export type CardProduct = typeof cardProducts.$inferSelect;
export type CardCode = typeof cardCodes.$inferSelect;
export type ShopVoucherRow = typeof shopVouchers.$inferSelect;
