import { type SurveyDefinition, storeSurveyMarketMessage, surveyDefinition } from "@rewards/contracts";
import type { TFunction } from "i18next";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../components/schema-form";
import { definitionOf, type SurveyDraft } from "./survey-draft";

/** The schema's own rules (its custom messages), each with words of ours in the console's languages. */
const surveyRules = {
  "Please write it in a language.": "surveys.errors.writeInALanguage",
  "Please write this question in every language": "surveys.errors.everyLanguage",
  "The survey must end after it starts.": "surveys.errors.endBeforeStart",
  [storeSurveyMarketMessage]: "surveys.errors.storeMarket",
  "The minimum age is above the maximum.": "surveys.errors.minAboveMax",
  "The minimum level is above the maximum.": "surveys.errors.minAboveMax",
  "The minimum is above the maximum.": "surveys.errors.minAboveMax",
  "The earliest date is after the latest.": "surveys.errors.dateOrder",
  "The choices must differ from each other.": "surveys.errors.choicesDiffer",
  "Only one choice can be 'Other'.": "surveys.errors.oneOther",
  "This is more than there are choices.": "surveys.errors.moreThanChoices",
};

/** The form field an issue belongs to (the genders' list is one box of comma-separated words). */
export function fieldOf(path: readonly PropertyKey[]): string {
  const names = path.map(String);
  if (names[0] === "targeting" && names[1] === "genders") return "targeting.genders";
  return names.join(".");
}

/**
 * Checks the form with the shared `surveyDefinition`, the very schema the API parses the body with,
 * and hands the parsed definition to the submit.
 */
export function surveyResolver(t: TFunction<"admin">): Resolver<SurveyDraft, unknown, SurveyDefinition> {
  return schemaResolver(surveyDefinition, definitionOf, t, surveyRules, { fieldOf });
}
