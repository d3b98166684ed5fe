import { toNestErrors } from "@hookform/resolvers";
import i18next, { type TFunction } from "i18next";
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";

type Issue = z.core.$ZodIssue;

/** A schema's own rules (its English messages), each with the key of our words for it. */
export type RuleWords = Readonly<Record<string, string>>;

const key = (name: string) => `form.errors.${name}`;
const number = (value: unknown) => Number(value).toLocaleString(i18next.language);

/** What is wrong, in the console's language; the schema's English when we have no words for it. */
export function issueText(issue: Issue, t: TFunction<"admin">, rules: RuleWords = {}): string {
  switch (issue.code) {
    case "custom": {
      const rule = rules[issue.message];
      return rule ? t(rule) : issue.message;
    }
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return t(key("required"));
      return t(key(String(issue.expected) === "int" ? "wholeNumber" : "number"));
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

/**
 * Checks a form with a shared schema of `@rewards/contracts`, the very one the API parses the body
 * with: `bodyOf` turns what the inputs hold into the body, and each issue lands on the field its
 * path names (the form's paths are the body's).
 */
export function schemaResolver<Draft extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  bodyOf: (draft: Draft) => unknown,
  t: TFunction<"admin">,
  rules: RuleWords = {},
): Resolver<Draft, unknown, Output> {
  return (draft, _context, options) => {
    const parsed = schema.safeParse(bodyOf(draft));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).join(".") || "root";
      flat[name] ??= { type: issue.code, message: issueText(issue, t, rules) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** A refused save: at the field the server names, else as a toast. */
export function showSaveError<Draft extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Draft>,
  t: TFunction<"admin">,
): void {
  if (error instanceof ApiError && error.field) {
    setError(error.field as Path<Draft>, { type: "server", message: error.message }, { shouldFocus: true });
  }
  toast.error(error instanceof ApiError ? error.message : t("layout.loadFailed"));
}
