import { type Market, markets } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";

const locales = ["en", "vi", "id"] as const;

/** The market from the spec's `country` header (indo or vi); indo by default (spec section 9). */
export function requestMarket(request: FastifyRequest): Market {
  const header = request.headers.country;
  return markets.find((market) => market === header) ?? "indo";
}

/** The language the user chose in the web app (`locale` cookie), else the market's, for the codes we send. */
export function requestLocale(request: FastifyRequest): string {
  const cookie = request.cookies.locale;
  const chosen = locales.find((locale) => locale === cookie);
  if (chosen) return chosen;
  return requestMarket(request) === "vi" ? "vi" : "en";
}
