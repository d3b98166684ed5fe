import { type Market, markets } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";

const locales = ["en", "vi", "id"] as const;

/** The market from the spec's `country` header (indo or vi); indo by default (spec section 9). */
export function requestMarket(request: FastifyRequest): Market {
  const header = request.headers.country;
  return markets.find((market) => market === header) ?? "indo";
}

/**
 * A new account's language: the page's language when the visitor had one (the web app's `locale`
 * cookie, written when a language is picked), which counts as their choice; else the market's,
 * which the phone's country will replace.
 */
export function requestLocale(request: FastifyRequest): { locale: string; localeChosen: boolean } {
  const cookie = request.cookies.locale;
  const chosen = locales.find((locale) => locale === cookie);
  if (chosen) return { locale: chosen, localeChosen: true };
  return { locale: requestMarket(request) === "vi" ? "vi" : "en", localeChosen: false };
}
