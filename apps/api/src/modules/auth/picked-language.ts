import { type MemberLocale, memberLocales } from "@rewards/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { chooseLanguage, type User } from "../users/index.js";

/**
 * Set beside the `locale` cookie when a visitor picks the page's language (the switch, or an
 * address with `?lang=`), so a sign-in can tell a choice made just before it from the language a
 * previous member's sign-in left on the device.
 */
export const localePickedCookieName = "locale_picked";

function pickedLocale(request: FastifyRequest): MemberLocale | null {
  if (request.cookies[localePickedCookieName] !== "1") return null;
  return memberLocales.find((locale) => locale === request.cookies.locale) ?? null;
}

/**
 * A member signing in whose account never chose a language (it follows the phone's country)
 * keeps the one they picked on the page just before, stored as their choice. A language the
 * account chose stays: the page then takes the account's, as at every sign-in.
 */
export async function adoptPickedLanguage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<User> {
  const picked = pickedLocale(request);
  if (request.cookies[localePickedCookieName] !== undefined) reply.clearCookie(localePickedCookieName, { path: "/" });
  if (!picked || user.localeChosenAt) return user;
  return chooseLanguage(db, user.id, picked);
}
