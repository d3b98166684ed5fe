/**
 * The terms of use and the privacy policy exist in English and Vietnamese only (spec section 1),
 * so their text lives here, one module per language, rather than in the three-locale catalogs.
 * Typing each document by its section list keeps both languages with the same sections.
 */
export type DocumentLanguage = "en" | "vi";

export type LegalSection = { title: string; paragraphs: string[] };

export type LegalDocument<Section extends string> = {
  /** ISO date of the last change, shown to readers. */
  updated: string;
  sections: Record<Section, LegalSection>;
};

export const termsSections = [
  "acceptance",
  "eligibility",
  "account",
  "points",
  "redemption",
  "conduct",
  "jobsAndShops",
  "deletion",
  "endOfService",
  "changes",
] as const;
export type TermsSection = (typeof termsSections)[number];

export const policySections = [
  "collected",
  "use",
  "sharing",
  "retention",
  "cookies",
  "minors",
  "rights",
  "security",
  "changes",
] as const;
export type PolicySection = (typeof policySections)[number];

/** Vietnamese readers get the Vietnamese text; everyone else, Indonesian readers included, English. */
export function documentLanguageFor(locale: string): DocumentLanguage {
  return locale === "vi" ? "vi" : "en";
}
