import { birthDayField, codeField, emailField, passwordLimits, phoneNumberField } from "@rewards/contracts";
import { z } from "zod";
import { isCalendarDay, todayInputValue } from "./birthday";

/**
 * The spec's validators (required, email, min, max, equals) for the forms. Each message is a key
 * under `validation.` in the account catalog, so errors read in the user's language; the rules
 * themselves are the contract's fields, checked with `safeParse`, so the form and the server agree.
 */
export const validationKeys = [
  "required",
  "email",
  "passwordMin",
  "passwordMax",
  "tooLong",
  "equals",
  "invalidCode",
  "acceptTerms",
  "date",
  "futureDate",
  "phone",
] as const;
export type ValidationKey = (typeof validationKeys)[number];

const message = (key: ValidationKey) => key;
const passes = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success;

export const requiredText = (max: number) => z.string().trim().min(1, message("required")).max(max, message("tooLong"));

export const emailInput = z.string().trim().min(1, message("required")).refine(passes(emailField), message("email"));

export const passwordInput = z
  .string()
  .min(1, message("required"))
  .min(passwordLimits.min, message("passwordMin"))
  .max(passwordLimits.max, message("passwordMax"));

/** A password typed again: only required here; `equalTo` compares it. */
export const repeatedInput = z.string().min(1, message("required"));

export const codeInput = z
  .string()
  .trim()
  .min(1, message("required"))
  .refine(passes(codeField), message("invalidCode"));

export const phoneInput = z
  .string()
  .trim()
  .min(1, message("required"))
  .refine(passes(phoneNumberField), message("phone"));

/** A birthday: a real day, not after today (the date input's value, `YYYY-MM-DD`). */
export const birthDayInput = z
  .string()
  .min(1, message("required"))
  .refine((day) => isCalendarDay(day) && birthDayField.safeParse(day).success, message("date"))
  .refine((day) => day <= todayInputValue(), message("futureDate"));

export const acceptedInput = z.boolean().refine((accepted) => accepted, message("acceptTerms"));

/**
 * The 'equals' validator: `field` must repeat `original` ('Fields are not equals.'). It runs even
 * when other fields are still wrong, so every mistake shows at once.
 */
export function equalTo<T extends Record<string, unknown>>(
  field: keyof T & string,
  original: keyof T & string,
): [check: (values: T) => boolean, params: { path: string[]; message: string; when: () => boolean }] {
  return [
    (values) => values[field] === values[original],
    { path: [field], message: message("equals"), when: () => true },
  ];
}
