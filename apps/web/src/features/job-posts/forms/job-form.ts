import { hasNoLoneSurrogate, hasNoNul, jobRules, jobTypes, readWholeNumber } from "@rewards/contracts";
import { z } from "zod";
import type { JobFormInput, JobFormValues } from "./job-values";

/**
 * The job post's form. Each message is a key under `errors.` in the feature's catalog; the bounds
 * are the contract's, so what the form lets through the server takes. `feeMin` is the spec's
 * '* The fee must be at least 10000'.
 */
export const jobFormErrors = [
  "required",
  "tooLong",
  "wholeNumber",
  "feeMin",
  "feeMax",
  "workers",
  "invalid",
  "addressRequired",
  "deadlinePast",
  "endBeforeStart",
  "time",
] as const;
export type JobFormError = (typeof jobFormErrors)[number];

const clean = (value: string) => hasNoNul(value) && hasNoLoneSurrogate(value);
const message = (key: JobFormError) => key;

const textInput = (max: number, required = false) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, message("required"))
    .max(max, message("tooLong"))
    .refine(clean, message("invalid"));

/** A whole number typed the member's way ('10.000' in id and vi, '10,000' in en). */
const wholeInput = (locale: string, below: JobFormError, min: number, above: JobFormError, max: number) =>
  z
    .string()
    .trim()
    .min(1, message("required"))
    .transform((typed, ctx) => {
      const value = readWholeNumber(typed, locale);
      if (value === null) ctx.addIssue({ code: "custom", message: message("wholeNumber") });
      else if (value < min) ctx.addIssue({ code: "custom", message: message(below) });
      else if (value > max) ctx.addIssue({ code: "custom", message: message(above) });
      return value ?? 0;
    });

const dayInput = z.string().refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), message("invalid"));

/** `now` is passed in so the check is the same in a test as on the page. */
export function jobForm(locale: string, now: () => number = Date.now): z.ZodType<JobFormValues, JobFormInput> {
  return z
    .object({
      category_id: z.string(),
      job_type: z.enum(jobTypes),
      title: textInput(jobRules.titleMax, true),
      description: textInput(jobRules.descriptionMax),
      address: textInput(jobRules.addressMax),
      position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      fee: wholeInput(locale, "feeMin", jobRules.feeMin, "feeMax", jobRules.feeMax),
      /** A `datetime-local` value, in the reader's own time. */
      deadline: z.string(),
      start_time: z.string().refine((value) => value === "" || /^\d{2}:\d{2}$/.test(value), message("time")),
      delivery_time: textInput(100),
      start_date: dayInput,
      end_date: dayInput,
      workers_needed: wholeInput(locale, "workers", 1, "workers", jobRules.workersMax),
    })
    .superRefine(
      (values, ctx) => {
        if (values.job_type === "onsite" && values.address.length === 0) {
          ctx.addIssue({ code: "custom", path: ["address"], message: message("addressRequired") });
        }
        if (values.deadline !== "") {
          const at = new Date(values.deadline).getTime();
          if (Number.isNaN(at)) ctx.addIssue({ code: "custom", path: ["deadline"], message: message("invalid") });
          else if (at <= now()) ctx.addIssue({ code: "custom", path: ["deadline"], message: message("deadlinePast") });
        }
        if (values.start_date && values.end_date && values.end_date < values.start_date) {
          ctx.addIssue({ code: "custom", path: ["end_date"], message: message("endBeforeStart") });
        }
        // Checked with the fields' own problems too, so the member sees every one at once.
      },
      { when: () => true },
    );
}
