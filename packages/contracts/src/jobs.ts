import { z } from "zod";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { type ApplicationStatus, applicationStatuses } from "./job-application-flow.js";
import { latitude, longitude } from "./job-profiles.js";
import { type JobType, jobTypes } from "./job-types.js";
import { int, pageParam, queryInt, text } from "./text.js";

/**
 * The job marketplace's jobs and applications (spec sections 2, 3, 4, 5 and 7): a client posts a
 * job, workers apply with a quote, the client hires (the points wait in escrow), the worker reports
 * the work done, the client confirms and the worker is paid. Amounts are points (one cent a point).
 */
export const jobStatuses = ["draft", "open", "closed"] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** The ribbon on a worker's job card. */
export const jobRibbons = ["new", "open", "closed", "applied"] as const;
export type JobRibbon = (typeof jobRibbons)[number];

/**
 * The ribbon a worker's card wears: 'applied' once the worker has applied (whatever became of the
 * job), 'closed' when it takes no more applications (closed, every slot hired, or past its
 * deadline), 'new' until the worker has opened it, and 'open' after.
 */
export function jobRibbon(job: {
  applied: boolean;
  status: JobStatus;
  hiredCount: number;
  workersNeeded: number;
  deadline: Date | null;
  seen: boolean;
  now: number;
}): JobRibbon {
  if (job.applied) return "applied";
  const closed =
    job.status !== "open" ||
    job.hiredCount >= job.workersNeeded ||
    (job.deadline !== null && job.deadline.getTime() < job.now);
  if (closed) return "closed";
  return job.seen ? "open" : "new";
}

export const jobMessages = {
  feeMin: "* The fee must be at least 10000",
  rateWorker: "Please rate worker",
  enterReason: "Please enter your reason",
  estimateError: "Estimate Error, please try again!",
  checkInformation: "Please check the information!",
  noJob: "This job was not found.",
  noApplication: "This application was not found.",
  endBeforeStart: "The end date cannot be before the start date.",
  deadlineBeforeStart: "The deadline cannot be before the start date.",
  feeWhole: "The fee must be a whole number of points.",
  feeMax: "The fee can be at most 100000000.",
  reportBeforeStart: (day: string) => `The work starts on ${day}: report it done from that day.`,
  quoteChanged: (points: number) => `The worker changed the quote to ${points} points: check it and hire again.`,
} as const;

export const jobRules = {
  /** The smallest fee or offer (Rp10,000 in Indonesia). */
  feeMin: 10_000,
  /** At most what one ledger entry moves. */
  feeMax: 100_000_000,
  /** The house's service fee on an offer, in percent; the worker receives the rest (the contract fee). */
  serviceFeePercent: 10,
  /** Days after the worker's report before the points go to the worker without the client's confirmation. */
  autoPayDays: 3,
  workersMax: 100,
  titleMax: 200,
  descriptionMax: 5000,
  addressMax: 300,
  reasonMin: 10,
  reasonMax: 2000,
  messageMax: 2000,
  /** Near-me search radius bounds, in metres. */
  distanceMax: 500_000,
} as const;

/** The service fee and what the worker receives (the contract fee) of an offer. */
export function quotation(offerCents: number): { offer_price: number; service_fee: number; contract_fee: number } {
  const serviceFee = Math.floor((offerCents * jobRules.serviceFeePercent) / 100);
  return { offer_price: offerCents, service_fee: serviceFee, contract_fee: offerCents - serviceFee };
}

/** A fee or offer: each refusal says what is wrong (a fraction, too small, too large). */
const fee = int({
  min: jobRules.feeMin,
  max: jobRules.feeMax,
  wholeMessage: jobMessages.feeWhole,
  minMessage: jobMessages.feeMin,
  maxMessage: jobMessages.feeMax,
});
const day = z.iso.date("Please use a date like 2026-01-31.");
const moment = z.iso.datetime({ offset: true });
const reason = text({
  min: jobRules.reasonMin,
  max: jobRules.reasonMax,
  requiredMessage: jobMessages.enterReason,
  minMessage: jobMessages.enterReason,
});
export const idParams = z.object({ id: z.uuid() });

const jobFields = z.object({
  category_id: text({ min: 1, max: 100 }).nullable().default(null),
  job_type: z.enum(jobTypes),
  title: text({ min: 1, max: jobRules.titleMax }),
  description: text({ max: jobRules.descriptionMax }).default(""),
  address: text({ max: jobRules.addressMax }).default(""),
  lat: latitude.nullable().default(null),
  lng: longitude.nullable().default(null),
  fee,
  deadline: moment.nullable().default(null),
  start_time: text({ max: 20 }).nullable().default(null),
  delivery_time: text({ max: 100 }).nullable().default(null),
  start_date: day.nullable().default(null),
  end_date: day.nullable().default(null),
  workers_needed: int({ min: 1, max: jobRules.workersMax }).default(1),
});
const positioned = (value: { job_type?: JobType; lat?: number | null; lng?: number | null }) =>
  (value.lat === null || value.lat === undefined) === (value.lng === null || value.lng === undefined);

/** `POST client/jobs`: a new job, a draft until published (or published at once). */
export const jobBody = jobFields
  .extend({ publish: z.boolean().default(false) })
  .refine(positioned, { message: "Send both lat and lng, or neither.", path: ["lng"] });
export type JobBody = z.infer<typeof jobBody>;
/**
 * An edit's fields: each optional and without its default, so what is not sent stays as it was
 * (a default inside `partial()` would fill it in and overwrite the stored value).
 */
function editable<S extends z.ZodRawShape>(object: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(object.shape).map(([key, field]) => [
      key,
      ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
    ]),
  );
  return z.object(shape) as unknown as ReturnType<z.ZodObject<S>["partial"]>;
}

/** `PUT client/jobs/{id}`: what is sent is changed. */
export const jobEditBody = editable(jobFields).refine(positioned, {
  message: "Send both lat and lng, or neither.",
  path: ["lng"],
});
export type JobEditBody = z.infer<typeof jobEditBody>;

const jobView = z.object({
  id: z.uuid(),
  category_id: z.string().nullable(),
  job_type: z.enum(jobTypes),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  fee: z.number().int(),
  service_fee: z.number().int(),
  contract_fee: z.number().int(),
  deadline: z.string().nullable(),
  start_time: z.string().nullable(),
  delivery_time: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  workers_needed: z.number().int(),
  hired_count: z.number().int(),
  status: z.enum(jobStatuses),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export const clientJob = jobView.extend({ applicants_count: z.number().int() });
export const clientJobAnswer = okEnvelope(clientJob);
export const clientJobsAnswer = pagedEnvelope(clientJob);
export const clientJobsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: 50 }).default(20),
  status: z.enum(jobStatuses).optional(),
});

/** A job as a worker sees it on the list and its detail. */
export const workerJobCard = jobView.extend({
  ribbon: z.enum(jobRibbons),
  is_favorite: z.boolean(),
  /** Metres from the point searched near, when one was sent. */
  distance: z.number().nullable(),
  client: z.object({ id: z.uuid(), name: z.string() }),
  /** The worker's own application to it, if any. */
  application_id: z.uuid().nullable(),
});
export type WorkerJobCard = z.infer<typeof workerJobCard>;
export const workerJobAnswer = okEnvelope(workerJobCard);
export const workerJobsAnswer = pagedEnvelope(workerJobCard);

const boolQuery = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
/** `GET worker/jobs` (spec section 7): show_all and online by default. */
export const workerJobsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: 50 }).default(20),
  keyword: text({ max: 100 }).optional(),
  category_id: text({ max: 100 }).optional(),
  job_type: z.enum(jobTypes).default("online"),
  /** Every open job; false shows only those not applied to yet. */
  show_all: boolQuery.default(true),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
  /** Metres around lat/long. */
  distance: queryInt({ min: 1, max: jobRules.distanceMax }).optional(),
  fee_min: queryInt({ min: 0, max: jobRules.feeMax }).optional(),
  fee_max: queryInt({ min: 0, max: jobRules.feeMax }).optional(),
  favorites: boolQuery.optional(),
});
export type WorkerJobsQuery = z.infer<typeof workerJobsQuery>;

export const seenUpdateBody = z.object({ id: z.uuid() });
export const favoriteBody = z.object({ job_id: z.uuid() });
export const favoriteAnswer = okEnvelope(z.object({ job_id: z.uuid(), is_favorite: z.boolean() }));

const quoteFields = z.object({
  offer_price: fee,
  start_date: day.nullable().default(null),
  end_date: day.nullable().default(null),
  deadline: moment.nullable().default(null),
  message: text({ max: jobRules.messageMax }).default(""),
});

type QuoteDates = { start_date?: string | null; end_date?: string | null; deadline?: string | null };

/**
 * A quote's dates out of order, naming the field: the end or the deadline before the start day
 * (the deadline is an instant, compared with the start day's first instant anywhere, UTC+14, so a
 * deadline on the start day passes). Null when they are in order.
 */
export function quoteDatesIssue(value: QuoteDates): { field: "end_date" | "deadline"; message: string } | null {
  const start = value.start_date;
  if (!start) return null;
  if (value.end_date && value.end_date < start) return { field: "end_date", message: jobMessages.endBeforeStart };
  if (value.deadline && Date.parse(value.deadline) < Date.parse(`${start}T00:00:00+14:00`)) {
    return { field: "deadline", message: jobMessages.deadlineBeforeStart };
  }
  return null;
}

function datesInOrder(value: QuoteDates, context: z.RefinementCtx) {
  const issue = quoteDatesIssue(value);
  if (issue) context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
}

/** `POST worker/applicants`: the quote. */
export const applicationBody = quoteFields.extend({ job_id: z.uuid() }).superRefine(datesInOrder);
export type ApplicationBody = z.infer<typeof applicationBody>;
/** `PUT worker/applicants/{id}`: the quote changed while not hired (its dates checked with the stored ones too). */
export const applicationEditBody = editable(quoteFields).superRefine(datesInOrder);
export type ApplicationEditBody = z.infer<typeof applicationEditBody>;

/** `POST client/applicants/{id}/hire`: the quote's amount as the client saw it (refused when it changed since). */
export const hireBody = z.object({ offer_price: fee.optional() }).nullish();

/** `PUT worker/applicants/update_status`: the worker's own steps. */
export const applicationStatusBody = z.object({
  id: z.uuid(),
  status: z.enum(["withdraw", "worker_completed"]),
});

/** `GET worker/applicants/{id}/price_quotation` and `GET price_quotation`: the estimate before sending. */
export const priceQuotationQuery = z.object({
  offer_price: queryInt({
    min: jobRules.feeMin,
    max: jobRules.feeMax,
    wholeMessage: jobMessages.feeWhole,
    minMessage: jobMessages.feeMin,
    maxMessage: jobMessages.feeMax,
  }),
});
export const priceQuotationAnswer = okEnvelope(
  z.object({ offer_price: z.number().int(), service_fee: z.number().int(), contract_fee: z.number().int() }),
);

const person = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() });
export const application = z.object({
  id: z.uuid(),
  job_id: z.uuid(),
  job_title: z.string(),
  status: z.enum(applicationStatuses),
  offer_price: z.number().int(),
  service_fee: z.number().int(),
  contract_fee: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  deadline: z.string().nullable(),
  message: z.string(),
  hired_at: z.string().nullable(),
  reported_at: z.string().nullable(),
  /** When the points go to the worker without the client's confirmation. */
  auto_pay_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  chat_blocked: z.boolean(),
  worker: person.extend({ profile_id: z.uuid().nullable(), rate: z.number().nullable(), verified: z.boolean() }),
  client: person,
  /** Whether each side has reviewed the other for this application (a review is given once). */
  client_reviewed: z.boolean(),
  worker_reviewed: z.boolean(),
  created_at: z.string(),
});
export type Application = z.infer<typeof application>;
export const applicationAnswer = okEnvelope(application);
export const applicationsAnswer = pagedEnvelope(application);
export const applicationsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: 50 }).default(20),
  status: z.enum(applicationStatuses).optional(),
});

export const cancelBody = z.object({ reason });
export const declineBody = z.object({ reason: reason.optional() });

const rating = z
  .number(jobMessages.rateWorker)
  .int(jobMessages.rateWorker)
  .min(1, jobMessages.rateWorker)
  .max(5, jobMessages.rateWorker);
/** Both sides review after the completion: rating required, 10 to 2000 characters. */
export const jobReviewBody = z.object({
  application_id: z.uuid(),
  rating,
  content: text({ min: 10, max: 2000, minMessage: "The review must be 10 to 2000 characters." }),
});
export const jobReviewAnswer = okEnvelope(
  z.object({
    id: z.uuid(),
    application_id: z.uuid(),
    rating: z.number().int(),
    content: z.string(),
    created_at: z.string(),
  }),
);

/** `POST worker/reports`: a worker reports a job (or its client). */
export const reportBody = z.object({ job_id: z.uuid(), application_id: z.uuid().optional(), reason });
export const reportAnswer = okEnvelope(z.object({ id: z.uuid(), status: z.enum(["open", "closed"]) }));

export const blockAnswer = okEnvelope(z.object({ id: z.uuid(), chat_blocked: z.boolean() }));

// Back office
export const disputeResolutions = ["pay", "refund", "split"] as const;
export const disputeStatuses = ["open", "resolved"] as const;
export const reportStatuses = ["open", "closed"] as const;
/** A member as the back office names them: the link to their account, the name and the email. */
const jobMember = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const disputeItem = z.object({
  id: z.uuid(),
  application_id: z.uuid(),
  job_id: z.uuid(),
  job_title: z.string(),
  client: jobMember,
  worker: jobMember,
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(disputeStatuses),
  resolution: z.enum(disputeResolutions).nullable(),
  worker_amount: z.number().int().nullable(),
  refund_amount: z.number().int().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export const disputesAnswer = pagedEnvelope(disputeItem);
export const disputeAnswer = okEnvelope(disputeItem);
export const adminListQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: 50 }).default(20),
  status: z.enum(["open", "resolved", "closed"]).optional(),
});
/** Resolve: pay the worker, refund the client, or split (the worker's share in points, the rest back). */
export const resolveDisputeBody = z.object({
  resolution: z.enum(disputeResolutions),
  worker_amount: int({ min: 0, max: jobRules.feeMax }).optional(),
  note: text({ max: 2000 }).default(""),
});
export const reportItem = z.object({
  id: z.uuid(),
  job_id: z.uuid(),
  job_title: z.string(),
  job_status: z.enum(jobStatuses),
  application_id: z.uuid().nullable(),
  reporter_id: z.uuid(),
  reporter: jobMember,
  reason: z.string(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
  /** What closing the job by paying would release from escrow now: each worker still at work and their offer. */
  payable: z.array(z.object({ worker: jobMember, amount: z.number().int() })),
});
export const reportsAnswer = pagedEnvelope(reportItem);
export type JobDispute = z.infer<typeof disputeItem>;
export type JobReport = z.infer<typeof reportItem>;
export const closeJobBody = z.object({ note: text({ max: 2000 }).default("") });
export const closeJobAnswer = okEnvelope(
  z.object({ id: z.uuid(), status: z.enum(jobStatuses), paid_applications: z.number().int() }),
);

export type ApplicationStatusName = ApplicationStatus;
