import type { InviteeStatus } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

/** Each member's invite code, made the first time they look at it. */
export const inviteCodes = pgTable("invite_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  /** Upper-case letters and digits without look-alikes; matched case-insensitively. */
  code: text("code").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Why the fraud checks refused an invitation; shown to admins only. */
export type InvitationRefusal = "shared_device" | "phone_already_rewarded" | "inviter_gone";

/**
 * One row per member who signed up with someone's code, moved along by the activity stream:
 * joined → phone_confirmed (the invitee's bonus) → rewarded (the inviter's), or refused on the way.
 * Each move is a conditional update on `status`, so however many events arrive, each bonus is paid once.
 */
export const invitations = pgTable(
  "invitations",
  {
    inviteeId: uuid("invitee_id")
      .primaryKey()
      .references(() => users.id),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id),
    code: text("code").notNull(),
    status: text("status").$type<InviteeStatus>().notNull(),
    refusal: text("refusal").$type<InvitationRefusal>(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    firstSurveyAt: timestamp("first_survey_at", { withTimezone: true }),
    inviteeBonus: integer("invitee_bonus").notNull().default(0),
    inviterBonus: integer("inviter_bonus").notNull().default(0),
    inviterEntryId: uuid("inviter_entry_id"),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
  },
  (table) => [
    index("invitations_inviter_joined_idx").on(table.inviterId, table.joinedAt.desc()),
    index("invitations_status_idx").on(table.status, table.joinedAt.desc()),
    check("invitations_not_self", sql`${table.inviteeId} <> ${table.inviterId}`),
  ],
);

/**
 * Phone numbers that have carried an invitation bonus, ever: a hash of the full number keyed by the
 * installation's secret (`phoneHash` in lifecycle.ts), so the number itself does not outlive an
 * account that is deleted, while the rule does.
 */
export const invitePhoneRewards = pgTable("invite_phone_rewards", {
  phoneHash: text("phone_hash").primaryKey(),
  inviteeId: uuid("invitee_id")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Inviter bonuses paid per inviter per day (UTC), raised by one conditional upsert against the cap. */
export const inviteDailyPayouts = pgTable(
  "invite_daily_payouts",
  {
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.inviterId, table.day] })],
);

export type InvitationRow = typeof invitations.$inferSelect;
