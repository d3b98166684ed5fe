import {
  type AccountSummary,
  type Market,
  marketPhoneCountries,
  markets,
  type PhoneCountryCode,
  phoneCountries,
} from "@rewards/contracts";
import { readCookie, writeCookie } from "../../lib/cookies";
import { changeLocale, isLocale } from "../../lib/i18n";

/** The country cookie lives 2419200 s, four weeks (spec section 9). */
const countryCookieSeconds = 2_419_200;

export function isMarket(value: unknown): value is Market {
  return typeof value === "string" && (markets as readonly string[]).includes(value);
}

/** The market the requests' `country` header carries; Indonesia until the user picks (spec section 9). */
export function currentMarket(): Market {
  const saved = readCookie("country");
  return isMarket(saved) ? saved : "indo";
}

export function rememberMarket(market: Market): void {
  writeCookie("country", market, countryCookieSeconds);
}

export function isPhoneCountryCode(value: unknown): value is PhoneCountryCode {
  return typeof value === "string" && Object.hasOwn(phoneCountries, value);
}

/** The phone country code that goes with a market, the profile form's first choice. */
export function phoneCountryOfMarket(market: Market): PhoneCountryCode {
  return marketPhoneCountries[market];
}

/**
 * The phone countries the profile step offers: those of the markets sign-up offers, plus the one
 * already on the account if it is another (an older account keeps its own).
 */
export function offeredPhoneCountries(stored: string | null): PhoneCountryCode[] {
  const offered: PhoneCountryCode[] = markets.map(phoneCountryOfMarket);
  return isPhoneCountryCode(stored) && !offered.includes(stored) ? [...offered, stored] : offered;
}

/**
 * Sign-up's country before the visitor picks one: the page's language says it (Vietnamese:
 * Vietnam, Indonesian: Indonesia); in English, the last market chosen here, else Indonesia.
 */
export function signUpMarket(pageLanguage: string): Market {
  if (pageLanguage === "vi") return "vi";
  if (pageLanguage === "id") return "indo";
  return currentMarket();
}

/**
 * A member who signs in, or finishes the setup, gets the account's language (their choice, or
 * their phone country's until they make one: the server keeps that rule) and the phone country's
 * market (spec section 4). An unknown code leaves the market as it is.
 */
export async function applyAccount(account: Pick<AccountSummary, "country_code" | "locale">): Promise<void> {
  if (isPhoneCountryCode(account.country_code)) rememberMarket(phoneCountries[account.country_code].market);
  if (isLocale(account.locale)) await changeLocale(account.locale);
}
