import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pointEntries } from "../ledger/tables.js";
import { users } from "../users/tables.js";

/**
 * A weekly bingo campaign of one market. The server seed stays secret while it runs: members see
 * only its SHA-256 (`seed_hash`), published at open; the seed itself is shown once the week is over,
 * and with it anyone can re-derive every board and the calling order.
 */
export const bingoCampaigns = pgTable(
  "bingo_campaigns",
  {
    id: uuid("id").primaryKey(),
    /** The Monday the week starts, a calendar day: it opens at 00:00 in each member's own zone. */
    weekStart: date("week_start", { mode: "string" }).notNull(),
    /** The market: 'indo' or 'vi'. */
    country: text("country").notNull(),
    serverSeed: text("server_seed").notNull(),
    seedHash: text("seed_hash").notNull(),
    /** Monsters per column; the campaign has five times as many. */
    perColumn: smallint("per_column").notNull(),
    /** The shuffled monsters, 1 .. 5 * perColumn, derived from the seed when the campaign is made. */
    callingOrder: jsonb("calling_order").$type<number[]>().notNull(),
    iconSet: text("icon_set").notNull(),
    linePoints: integer("line_points").notNull(),
    jackpotPoints: integer("jackpot_points").notNull(),
    consolationPoints: integer("consolation_points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bingo_campaigns_week_country_key").on(table.weekStart, table.country),
    check("bingo_campaigns_per_column", sql`${table.perColumn} between 5 and 15`),
    check("bingo_campaigns_points", sql`${table.linePoints} >= 0 and ${table.jackpotPoints} between 0 and 50000`),
    check("bingo_campaigns_monday", sql`extract(isodow from ${table.weekStart}) = 1`),
  ],
);

/**
 * A member's board in a campaign. `summonCount` is how many monsters they have summoned: the n-th
 * summon calls the n-th monster of the campaign's order, so it moves by one conditional update
 * and two summons can never call the same monster.
 */
export const bingoBoards = pgTable(
  "bingo_boards",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bingoCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** `matrix_monster`: rows of monster numbers, derived from the seed and the member's id. */
    matrix: jsonb("matrix").$type<number[][]>().notNull(),
    freeNumber: smallint("free_number").notNull(),
    summonCount: integer("summon_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bingo_boards_campaign_user_key").on(table.campaignId, table.userId),
    check("bingo_boards_summon_count", sql`${table.summonCount} >= 0`),
  ],
);

/**
 * One row per summon. `key` names it for good: `day:<local day>` for the weekly board's one summon
 * a day (watching the catch-up video fills a missed day's key), `activity:<event id>` for a bonus.
 */
export const bingoSummons = pgTable(
  "bingo_summons",
  {
    id: uuid("id").primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bingoCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    /** 'daily', 'video' or 'bonus'. */
    source: text("source").notNull(),
    /** The local day it counts for (daily and video summons). */
    day: date("day", { mode: "string" }),
    /**
     * Its place in the member's summons, 1-based, and the monster it called: set in the same
     * transaction right after the key is claimed (the key first, so a repeated summon waits on
     * the unique key and writes nothing).
     */
    position: integer("position"),
    monster: smallint("monster"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bingo_summons_member_key").on(table.campaignId, table.userId, table.key),
    uniqueIndex("bingo_summons_member_position").on(table.campaignId, table.userId, table.position),
  ],
);

/** A prize paid: a line ('row0'..'diag1'), 'full' (the jackpot) or 'consolation'. Unique per member and campaign. */
export const bingoPrizes = pgTable(
  "bingo_prizes",
  {
    id: uuid("id").primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bingoCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    line: text("line").notNull(),
    points: integer("points").notNull(),
    entryId: uuid("entry_id").references(() => pointEntries.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("bingo_prizes_member_line_key").on(table.campaignId, table.userId, table.line)],
);

/**
 * A one-time ticket to watch the catch-up video for a missed day. Its completion is accepted only
 * once `readyAt` (issue time plus the video's length, on the server's clock) has passed, and once.
 */
export const bingoAdTickets = pgTable(
  "bingo_ad_tickets",
  {
    id: uuid("id").primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bingoCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    day: date("day", { mode: "string" }).notNull(),
    network: text("network").notNull(),
    /** The member's zone when it was issued: a network's callback brings none, and the summon counts in it. */
    timeZone: text("time_zone").notNull().default("UTC"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The network's id of the view that completed it: a replayed callback finds it taken. */
    transactionId: text("transaction_id"),
  },
  (table) => [
    index("bingo_ad_tickets_member_idx").on(table.userId, table.campaignId),
    uniqueIndex("bingo_ad_tickets_transaction_key").on(table.network, table.transactionId),
  ],
);

/**
 * A member's board for one local day (the daily board). Dealt from the campaign's seed, the member
 * and the day; `summonCount` is how many of the day's calls they have summoned, moved under a row
 * lock, so parallel summons call each monster once.
 */
export const bingoDailyBoards = pgTable(
  "bingo_daily_boards",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bingoCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    day: date("day", { mode: "string" }).notNull(),
    matrix: jsonb("matrix").$type<number[][]>().notNull(),
    summonCount: integer("summon_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bingo_daily_boards_member_day_key").on(table.campaignId, table.userId, table.day),
    check("bingo_daily_boards_summon_count", sql`${table.summonCount} >= 0`),
  ],
);

/** A line paid on a daily board: unique per campaign, member, day and line. */
export const bingoDailyPrizes = pgTable(
  "bingo_daily_prizes",
  {
    id: uuid("id").primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bingoCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    day: date("day", { mode: "string" }).notNull(),
    line: text("line").notNull(),
    points: integer("points").notNull(),
    entryId: uuid("entry_id").references(() => pointEntries.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bingo_daily_prizes_member_line_key").on(table.campaignId, table.userId, table.day, table.line),
  ],
);

export type BingoCampaignRow = typeof bingoCampaigns.$inferSelect;
export type BingoBoardRow = typeof bingoBoards.$inferSelect;
export type BingoAdTicketRow = typeof bingoAdTickets.$inferSelect;
