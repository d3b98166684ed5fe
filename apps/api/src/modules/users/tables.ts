import { userRoles } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import { date, index, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export { type UserRole, userRoles } from "@rewards/contracts";

export const userRole = pgEnum("user_role", userRoles);

export const notificationFrequency = pgEnum("notification_frequency", ["instant", "once_per_day", "never"]);

export const users = pgTable(
  "users",
  {
    /** UUIDv7 made in the app: ordered for the index, not guessable from another user's id. */
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    roles: userRole("roles").array().notNull().default(sql`'{member}'::user_role[]`),
    name: text("name"),
    lastName: text("last_name"),
    /** The member's language (en, vi, id): emails, texts, push and the web app after sign-in. */
    locale: text("locale").notNull().default("en"),
    /**
     * When the member chose the language themselves (settings, the language switch, or the page's
     * language at sign-up). Until then the phone's country sets it; afterwards nothing overrides it.
     */
    localeChosenAt: timestamp("locale_chosen_at", { withTimezone: true }),
    /** The phone's country code (+62, +84, +81): sets currency, and the language until one is chosen (spec section 3). */
    countryCode: text("country_code"),
    /** The market the user signed up in: indo or vi (the `country` header). */
    market: text("market").notNull().default("indo"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    birthDay: date("birth_day", { mode: "string" }),
    /** A member under 18: when a parent or legal guardian consented, as the terms require. */
    guardianConsentAt: timestamp("guardian_consent_at", { withTimezone: true }),
    /** National number without the country code or a leading zero. */
    phoneNumber: text("phone_number"),
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    /** When a confirmed phone number was last replaced: bank transfers wait 24 hours after it (codes go to the new phone). */
    phoneChangedAt: timestamp("phone_changed_at", { withTimezone: true }),
    /** When a confirmed email was last replaced: bank transfers wait 24 hours after it too (the notices went to the old one). */
    emailChangedAt: timestamp("email_changed_at", { withTimezone: true }),
    avatarKey: text("avatar_key"),
    level: smallint("level").notNull().default(1),
    mailSetting: notificationFrequency("mail_setting").notNull().default("instant"),
    pushSetting: notificationFrequency("push_setting").notNull().default("instant"),
    /** Where the sign-up came from: the invite code, and the shop and visit when it started in a shop. */
    inviteCodeUsed: text("invite_code_used"),
    signUpContext: jsonb("sign_up_context").$type<{ store_id?: string; visit?: string; version?: string }>(),
    /** A suspended account cannot sign in; suspending it ends its sessions (the back office's members section). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    // Case-insensitive and only among live accounts, so a deleted account's email can sign up again.
    uniqueIndex("users_email_live_key").on(sql`lower(${table.email})`).where(sql`${table.deletedAt} is null`),
    index("users_created_at_idx").on(table.createdAt),
    // One live account per confirmed phone number.
    uniqueIndex("users_phone_confirmed_key")
      .on(table.countryCode, table.phoneNumber)
      .where(sql`${table.phoneConfirmedAt} is not null and ${table.deletedAt} is null`),
  ],
);

export type User = typeof users.$inferSelect;
