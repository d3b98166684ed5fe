import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const userRoles = ["member", "worker", "client", "shop_staff", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const userRole = pgEnum("user_role", userRoles);

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
    locale: text("locale").notNull().default("en"),
    countryCode: text("country_code"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    // Case-insensitive and only among live accounts, so a deleted account's email can sign up again.
    uniqueIndex("users_email_live_key").on(sql`lower(${table.email})`).where(sql`${table.deletedAt} is null`),
    index("users_created_at_idx").on(table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
