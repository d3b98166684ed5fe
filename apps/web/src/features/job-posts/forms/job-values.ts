import { hasNoLoneSurrogate, hasNoNul, type JobBody, type JobType, jobRules } from "@rewards/contracts";
import { readerTimeZone } from "../../../lib/time-zone";

/**
 * The job form's values without its checks: what is sent, what a saved job fills the form with, and
 * the review's and cancellation's own small rules. Free of zod, so the screens load without it
 * (the schema in job-form.ts comes with the first check, see lazyResolver).
 */
export type JobFormInput = {
  category_id: string;
  job_type: JobType;
  title: string;
  description: string;
  address: string;
  position: { lat: number; lng: number } | null;
  fee: string;
  deadline: string;
  start_time: string;
  delivery_time: string;
  start_date: string;
  end_date: string;
  workers_needed: string;
};
export type JobFormValues = Omit<JobFormInput, "fee" | "workers_needed"> & { fee: number; workers_needed: number };

const clean = (value: string) => hasNoNul(value) && hasNoLoneSurrogate(value);

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

/**
 * A `datetime-local` value for an instant, in the reader's own time zone (the one the browser
 * reads the field back in): on the server, the zone that reader's browser left (lib/time-zone.ts).
 */
export function localMoment(instant: string | null): string {
  if (!instant) return "";
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: readerTimeZone(),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
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
