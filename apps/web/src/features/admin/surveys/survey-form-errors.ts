import { toNestErrors } from "@hookform/resolvers";
import { type SurveyDefinition, surveyDefinition } from "@rewards/contracts";
import type { TFunction } from "i18next";
import type { FieldError, Resolver } from "react-hook-form";
import { definitionOf, type SurveyDraft } from "./survey-draft";

type Issue = NonNullable<ReturnType<typeof surveyDefinition.safeParse>["error"]>["issues"][number];

/** The schema's own rules (its custom messages), each with words of ours in the console's languages. */
const ruleKeys: [string, string][] = [
  ["Please write it in a language.", "writeInALanguage"],
  ["Please write this question in every language", "everyLanguage"],
  ["The survey must end after it starts.", "endBeforeStart"],
  ["The minimum age is above the maximum.", "minAboveMax"],
  ["The minimum level is above the maximum.", "minAboveMax"],
  ["The minimum is above the maximum.", "minAboveMax"],
  ["The earliest date is after the latest.", "dateOrder"],
  ["The choices must differ from each other.", "choicesDiffer"],
  ["Only one choice can be 'Other'.", "oneOther"],
  ["This is more than there are choices.", "moreThanChoices"],
];

/** What is wrong, in the console's language; the schema's English when we have no words for it. */
export function issueText(issue: Issue, t: TFunction<"admin">): string {
  const key = (name: string) => `surveys.errors.${name}` as const;
  switch (issue.code) {
    case "custom": {
      const rule = ruleKeys.find(([message]) => issue.message.startsWith(message));
      if (!rule) return issue.message;
      // "... in every language of the survey (en, vi)": the languages are the message's own.
      const languages = /\(([^)]*)\)\.?$/.exec(issue.message)?.[1];
      return languages ? t(key(rule[1]), { languages }) : t(key(rule[1]));
    }
    case "invalid_type":
      if (String(issue.expected) === "int") return t(key("wholeNumber"));
      return issue.input === undefined || issue.input === null ? t(key("required")) : t(key("number"));
    case "too_small":
      if (issue.origin === "string") return t(key("required"));
      if (issue.origin === "array") return t(key("atLeastItems"), { count: Number(issue.minimum) });
      return t(key("atLeast"), { min: Number(issue.minimum) });
    case "too_big":
      if (issue.origin === "string") return t(key("tooLong"), { count: Number(issue.maximum) });
      if (issue.origin === "array") return t(key("atMostItems"), { count: Number(issue.maximum) });
      return t(key("atMost"), { max: Number(issue.maximum) });
    case "invalid_format":
      return t(key("date"));
    default:
      return issue.message;
  }
}

/** The form field an issue belongs to (the genders' list is one box of comma-separated words). */
export function fieldOf(path: readonly PropertyKey[]): string {
  const names = path.map(String);
  if (names[0] === "targeting" && names[1] === "genders") return "targeting.genders";
  return names.join(".");
}

/**
 * Checks the form with the shared `surveyDefinition`, the very schema the API parses the body with,
 * and hands the parsed definition to the submit; each issue goes to the field its path names.
 */
export function surveyResolver(t: TFunction<"admin">): Resolver<SurveyDraft, unknown, SurveyDefinition> {
  return (draft, _context, options) => {
    const parsed = surveyDefinition.safeParse(definitionOf(draft));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path);
      flat[name] ??= { type: issue.code, message: issueText(issue, t) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
