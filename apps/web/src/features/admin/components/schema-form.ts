import { toNestErrors } from "@hookform/resolvers";
import i18next, { type TFunction } from "i18next";
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";

type Issue = z.core.$ZodIssue;

/** A schema's own rules: the start of a rule's English message, and the key of our words for it. */
export type RuleWords = Readonly<Record<string, string>>;

/** Where a form's fields differ from the body's paths, and a field's own words. */
export type FormFields = {
  /** The form field an issue's path belongs to (by default the path: the form's paths are the body's). */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** A field's own words for any problem but a rule's (the composer's markets: 'choose at least one market'). */
  words?: Readonly<Record<string, string>>;
};

const key = (name: string) => `form.errors.${name}`;
const number = (value: unknown) => Number(value).toLocaleString(i18next.language);

/** A rule's words; a message ending in "(en, vi)" hands its list on as `languages`. */
function ruleText(message: string, t: TFunction<"admin">, rules: RuleWords): string {
  const rule = Object.entries(rules).find(([start]) => message.startsWith(start))?.[1];
  if (!rule) return message;
  const languages = /\(([^)]*)\)\.?$/.exec(message)?.[1];
  return languages ? t(rule, { languages }) : t(rule);
}

/** What is wrong at `field`, in the console's language; the schema's English when we have no words for it. */
export function issueText(
  issue: Issue,
  t: TFunction<"admin">,
  rules: RuleWords = {},
  fieldWords: FormFields["words"] = {},
  field = "",
): string {
  if (issue.code === "custom") return ruleText(issue.message, t, rules);
  const own = fieldWords[field];
  if (own) return t(own);
  switch (issue.code) {
    case "invalid_type":
      // A fraction fails as `int`; an empty box (or one the browser could not read) as a missing number.
      if (String(issue.expected) === "int") return t(key("wholeNumber"));
      if (issue.input === undefined || issue.input === null || issue.input === "") return t(key("required"));
      return t(key("number"));
    case "too_small":
      if (issue.origin === "string") return t(key("required"));
      if (issue.origin === "array") return t(key("atLeastItems"), { count: Number(issue.minimum) });
      return t(key("atLeast"), { min: number(issue.minimum) });
    case "too_big":
      if (issue.origin === "string") return t(key("tooLong"), { count: Number(issue.maximum) });
      if (issue.origin === "array") return t(key("atMostItems"), { count: Number(issue.maximum) });
      return t(key("atMost"), { max: number(issue.maximum) });
    case "invalid_format":
      return t(key("date"));
    case "invalid_value":
      return t(key("choose"));
    default:
      return issue.message;
  }
}

const bodyPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/**
 * Checks a form with a shared schema of `@rewards/contracts`, the very one the API parses the body
 * with: `bodyOf` turns what the inputs hold into the body, and each issue lands on the field its
 * path names (`fields.fieldOf` where the form's fields are not the body's paths).
 */
export function schemaResolver<Draft extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  bodyOf: (draft: Draft) => unknown,
  t: TFunction<"admin">,
  rules: RuleWords = {},
  { fieldOf = bodyPath, words }: FormFields = {},
): Resolver<Draft, unknown, Output> {
  return (draft, _context, options) => {
    const parsed = schema.safeParse(bodyOf(draft));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path) || "root";
      flat[name] ??= { type: issue.code, message: issueText(issue, t, rules, words, name) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * A refused save, in the console's language (shared/refusals): on the field the server names, and
 * as a toast. `setError` is the form's, where the save has one.
 */
export function useSaveError() {
  const refusalText = useRefusalText();
  return function showSaveError<Draft extends FieldValues>(error: unknown, setError?: UseFormSetError<Draft>): void {
    const text = refusalText(error);
    if (setError && error instanceof ApiError && error.field) {
      setError(error.field as Path<Draft>, { type: "server", message: text }, { shouldFocus: true });
    }
    toast.error(text);
  };
}
