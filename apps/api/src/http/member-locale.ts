import { type SurveyLocale, surveyLocales } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";

/**
 * The language to answer a member in: the web app's `locale` cookie (the language chosen on this
 * device), else the account's language, else English.
 */
export function memberLocale(request: FastifyRequest, user: { locale: string }): SurveyLocale {
  const chosen = request.cookies.locale ?? user.locale;
  return surveyLocales.find((locale) => locale === chosen) ?? "en";
}
