import { type Market, markets, type PhoneCountryCode, phoneCountries } from "@rewards/contracts";
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
  return market === "vi" ? "+84" : "+62";
}

/**
 * A member's language and market follow the country code of their phone (spec section 4):
 * +62 Indonesian, +84 Vietnamese, +81 English. An unknown code changes nothing.
 */
export async function applyPhoneCountry(countryCode: string | null): Promise<void> {
  if (!isPhoneCountryCode(countryCode)) return;
  const { locale, market } = phoneCountries[countryCode];
  rememberMarket(market);
  if (isLocale(locale)) await changeLocale(locale);
}
