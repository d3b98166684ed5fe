import { type AccountSummary, isMinorOn, type MemberLocale, memberLocales } from "@rewards/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { hashPassword } from "../../lib/passwords.js";
import { type User, type UserRole, users } from "./tables.js";

export type NewUser = {
  email: string;
  password?: string;
  roles?: UserRole[];
  name?: string | null;
  lastName?: string | null;
  locale?: string;
  /** The language was the member's own choice (the page's language at sign-up), not a default. */
  localeChosen?: boolean;
  market?: string;
  countryCode?: string | null;
  emailConfirmed?: boolean;
  birthDay?: string | null;
  phoneNumber?: string | null;
  phoneConfirmed?: boolean;
  inviteCodeUsed?: string | null;
  signUpContext?: User["signUpContext"];
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(db: DbOrTx, input: NewUser): Promise<User> {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      id: newId(),
      email: normalizeEmail(input.email),
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
      roles: input.roles ?? ["member"],
      name: input.name ?? null,
      lastName: input.lastName ?? null,
      locale: input.locale ?? "en",
      localeChosenAt: input.localeChosen ? now : null,
      market: input.market ?? "indo",
      countryCode: input.countryCode ?? null,
      emailConfirmedAt: input.emailConfirmed ? now : null,
      birthDay: input.birthDay ?? null,
      phoneNumber: input.phoneNumber ?? null,
      phoneConfirmedAt: input.phoneConfirmed ? now : null,
      inviteCodeUsed: input.inviteCodeUsed ?? null,
      signUpContext: input.signUpContext ?? null,
    })
    .returning();
  if (!user) throw new Error("insert returned no user");
  return user;
}

/** The live account with this email (case-insensitive), if any. */
export async function findLiveUserByEmail(db: DbOrTx, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

export async function findLiveUser(db: DbOrTx, id: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** Updates a user and returns the new row; `updated_at` moves with every change. */
export async function updateUser(db: DbOrTx, id: string, changes: Partial<typeof users.$inferInsert>): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error("user vanished during an update");
  return user;
}

/** Raises a member's level by one, from `from` only: false when it had already moved. */
export async function raiseLevel(db: DbOrTx, id: string, from: number): Promise<boolean> {
  const raised = await db
    .update(users)
    .set({ level: from + 1, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.level, from)))
    .returning({ id: users.id });
  return raised.length === 1;
}

/** The name shown to people and in error reports: first and last name, or nothing. */
export function displayName(user: Pick<User, "name" | "lastName">): string | null {
  const full = [user.name, user.lastName].filter(Boolean).join(" ").trim();
  return full.length > 0 ? full : null;
}

/** The profile a member must complete before using the app: names and birthday (phone is its own step). */
export function hasBasicInfo(user: User): boolean {
  return Boolean(user.name && user.lastName && user.birthDay);
}

/** The full phone number in E.164, e.g. +6281234567890. */
export function fullPhoneNumber(user: Pick<User, "countryCode" | "phoneNumber">): string | null {
  return user.countryCode && user.phoneNumber ? `${user.countryCode}${user.phoneNumber}` : null;
}

/** Where an account stands: what the web app's guards and the sign-in screen decide by. */
export function accountSummary(user: User): AccountSummary {
  return {
    user_id: user.id,
    email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    has_basic_info: hasBasicInfo(user),
    phone_confirmed: user.phoneConfirmedAt !== null,
    country_code: user.countryCode,
    locale: user.locale,
  };
}

/**
 * The language to write to a member in (emails, texts, push): the one stored on the account,
 * which is their choice once they made one and their phone country's until then.
 */
export function memberLanguage(user: Pick<User, "locale">): MemberLocale {
  return memberLocales.find((locale) => locale === user.locale) ?? "en";
}

/** The member chose a language: stored, and from now on a phone country no longer changes it. */
export function chooseLanguage(db: DbOrTx, userId: string, locale: MemberLocale): Promise<User> {
  return updateUser(db, userId, { locale, localeChosenAt: new Date() });
}

/**
 * The changes a new phone country brings: its market always, its language only while the member
 * has not chosen one.
 */
export function phoneCountryChanges(
  user: Pick<User, "localeChosenAt">,
  country: { locale: string; market: string },
): { market: string; locale?: string } {
  return user.localeChosenAt ? { market: country.market } : { market: country.market, locale: country.locale };
}

/**
 * A member under 18 whose parent or guardian has not consented (the terms): what such a member
 * may not do yet, like a bank transfer, waits until they turn 18 or consent is recorded.
 */
export function needsGuardianConsent(user: Pick<User, "birthDay" | "guardianConsentAt">, now = new Date()): boolean {
  if (!user.birthDay || user.guardianConsentAt) return false;
  return isMinorOn(user.birthDay, now.toISOString().slice(0, 10));
}
