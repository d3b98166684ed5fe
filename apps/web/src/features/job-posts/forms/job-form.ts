import {
  hasNoLoneSurrogate,
  hasNoNul,
  type JobBody,
  type JobType,
  jobRules,
  jobTypes,
  readWholeNumber,
} from "@rewards/contracts";
import { z } from "zod";

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
export function jobForm(locale: string, now: () => number = Date.now) {
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
export type JobFormValues = z.output<ReturnType<typeof jobForm>>;
export type JobFormInput = z.input<ReturnType<typeof jobForm>>;

/** What the form sends: empty fields as null, the position only for an onsite job. */
export function jobBodyOf(values: JobFormValues): Omit<JobBody, "publish"> {
  const onsite = values.job_type === "onsite";
  return {
    category_id: values.category_id || null,
    job_type: values.job_type,
    title: values.title,
    description: values.description,
    address: onsite ? values.address : "",
    lat: onsite && values.position ? values.position.lat : null,
    lng: onsite && values.position ? values.position.lng : null,
    fee: values.fee,
    deadline: values.deadline ? new Date(values.deadline).toISOString() : null,
    start_time: values.start_time || null,
    delivery_time: values.delivery_time || null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    workers_needed: values.workers_needed,
  };
}

/** A `datetime-local` value for an instant, in the reader's own time zone. */
export function localMoment(instant: string | null): string {
  if (!instant) return "";
  const at = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The form's starting values: a saved job's, or an empty online job for one worker. */
export function jobFormDefaults(
  job: {
    category_id: string | null;
    job_type: JobType;
    title: string;
    description: string;
    address: string;
    lat: number | null;
    lng: number | null;
    fee: number;
    deadline: string | null;
    start_time: string | null;
    delivery_time: string | null;
    start_date: string | null;
    end_date: string | null;
    workers_needed: number;
  } | null,
): JobFormInput {
  return {
    category_id: job?.category_id ?? "",
    job_type: job?.job_type ?? "online",
    title: job?.title ?? "",
    description: job?.description ?? "",
    address: job?.address ?? "",
    position: job?.lat != null && job.lng != null ? { lat: job.lat, lng: job.lng } : null,
    fee: job ? String(job.fee) : "",
    deadline: localMoment(job?.deadline ?? null),
    start_time: job?.start_time ?? "",
    delivery_time: job?.delivery_time ?? "",
    start_date: job?.start_date ?? "",
    end_date: job?.end_date ?? "",
    workers_needed: String(job?.workers_needed ?? 1),
  };
}

/** The review of a worker: a rating (the spec's 'Please rate worker') and 10 to 2000 characters. */
export const reviewRules = { min: 10, max: 2000 } as const;
export function reviewProblem(rating: number, content: string): "rate" | "length" | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return "rate";
  const length = content.trim().length;
  if (length < reviewRules.min || length > reviewRules.max || !clean(content)) return "length";
  return null;
}

/** A cancellation's reason: 10 to 2000 characters (the spec's 'Please enter your reason'). */
export function reasonProblem(reason: string): "reason" | null {
  const length = reason.trim().length;
  return length < jobRules.reasonMin || length > jobRules.reasonMax || !clean(reason) ? "reason" : null;
}
