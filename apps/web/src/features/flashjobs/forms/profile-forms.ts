import {
  accountTypes,
  hasNoLoneSurrogate,
  hasNoNul,
  jobProfileLimits,
  readWholeNumber,
  skillLevels,
  socialTypes,
  type WorkerProfileBody,
} from "@rewards/contracts";
import { z } from "zod";

/**
 * The worker profile's forms. Each message is a key under `errors.` in the feature's catalog; the
 * bounds are the contract's, so what the form lets through the server takes.
 */
export const formErrors = ["required", "tooLong", "wholeNumber", "range", "https", "invalid"] as const;
export type FormError = (typeof formErrors)[number];

const clean = (value: string) => hasNoNul(value) && hasNoLoneSurrogate(value);

const textInput = (max: number, required = false) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, "required" satisfies FormError)
    .max(max, "tooLong" satisfies FormError)
    .refine(clean, "invalid" satisfies FormError);

/** A whole number typed the member's way ('1.000' in id and vi, '1,000' in en), within bounds. */
const wholeInput = (locale: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, "required" satisfies FormError)
    .transform((typed, ctx) => {
      const value = readWholeNumber(typed, locale);
      if (value === null) ctx.addIssue({ code: "custom", message: "wholeNumber" satisfies FormError });
      else if (value < min || value > max) ctx.addIssue({ code: "custom", message: "range" satisfies FormError });
      return value ?? 0;
    });

const httpsInput = (max: number) =>
  textInput(max, true).refine((value) => /^https:\/\/\S+$/.test(value), "https" satisfies FormError);

export const languageChoices = ["en", "vi", "id", "ja", "ko", "zh", "th"] as const;

export function basicForm(locale: string) {
  return z
    .object({
      name: textInput(jobProfileLimits.nameMax, true),
      account_type: z.enum(accountTypes),
      company_name: textInput(jobProfileLimits.nameMax),
      company_employees: wholeInput(locale, 1, jobProfileLimits.employeesMax),
      company_website: z.union([z.literal(""), httpsInput(300)]),
      hourly_pay: wholeInput(locale, 0, jobProfileLimits.hourlyPayMax),
      catch_phrase: textInput(jobProfileLimits.catchPhraseMax),
      description: textInput(jobProfileLimits.descriptionMax),
      language_codes: z.array(z.enum(languageChoices)),
      address: textInput(jobProfileLimits.addressMax),
      position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      experience_years: wholeInput(locale, 0, jobProfileLimits.experienceYearsMax),
    })
    .superRefine((values, ctx) => {
      if (values.account_type === "company" && values.company_name.length === 0) {
        ctx.addIssue({ code: "custom", path: ["company_name"], message: "required" satisfies FormError });
      }
    });
}
export type BasicValues = z.output<ReturnType<typeof basicForm>>;
export type BasicInput = z.input<ReturnType<typeof basicForm>>;

/** What the basic tab sends: the company only for a company, the position only once chosen. */
export function basicBody(values: BasicValues): WorkerProfileBody {
  return {
    name: values.name,
    account_type: values.account_type,
    company:
      values.account_type === "company"
        ? {
            name: values.company_name,
            employees: values.company_employees,
            address: null,
            website: values.company_website || null,
          }
        : null,
    hourly_pay: values.hourly_pay,
    catch_phrase: values.catch_phrase,
    description: values.description,
    language_codes: values.language_codes,
    address: values.address,
    ...(values.position && { lat: values.position.lat, lng: values.position.lng }),
    experience_years: values.experience_years,
  };
}

export function skillsForm(locale: string) {
  return z.object({
    items: z
      .array(
        z.object({
          name: textInput(80, true),
          experience_years: wholeInput(locale, 0, jobProfileLimits.experienceYearsMax),
          level: z.enum(skillLevels),
          category_id: z.string().transform((value) => value || null),
        }),
      )
      .max(jobProfileLimits.itemsMax),
  });
}

export function socialsForm(locale: string) {
  return z.object({
    items: z
      .array(
        z.object({
          type: z.enum(socialTypes),
          channel_url: httpsInput(300),
          username: textInput(100, true),
          followers: wholeInput(locale, 0, 2_147_483_647),
        }),
      )
      .max(jobProfileLimits.itemsMax),
  });
}

export function achievementsForm() {
  return z.object({
    items: z.array(z.object({ title: textInput(120, true), detail: textInput(2000) })).max(jobProfileLimits.itemsMax),
  });
}
