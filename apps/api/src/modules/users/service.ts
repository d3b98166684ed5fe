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
  countryCode?: string | null;
  emailConfirmed?: boolean;
};

export async function createUser(db: DbOrTx, input: NewUser): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      id: newId(),
      email: input.email.trim().toLowerCase(),
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
      roles: input.roles ?? ["member"],
      name: input.name ?? null,
      lastName: input.lastName ?? null,
      locale: input.locale ?? "en",
      countryCode: input.countryCode ?? null,
      emailConfirmedAt: input.emailConfirmed ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error("insert returned no user");
  return user;
}

/** The name shown to people and in error reports: first and last name, or nothing. */
export function displayName(user: Pick<User, "name" | "lastName">): string | null {
  const full = [user.name, user.lastName].filter(Boolean).join(" ").trim();
  return full.length > 0 ? full : null;
}
