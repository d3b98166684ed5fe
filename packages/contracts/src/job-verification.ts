import { z } from "zod";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { verificationDocumentKinds, verificationLimits, verificationStates } from "./job-worker-rules.js";
import { queryInt, text } from "./text.js";

/**
 * A worker's ID verification (issue 36, item 3). The member uploads each document as one image
 * (`POST worker/verify/documents/{kind}`, multipart, the file named `image`), then sends them for
 * review (`POST worker/verify/1/submit`); the back office approves or rejects with a reason. Document
 * images are private: they leave the server only as short-lived signed links, to their owner and
 * to staff.
 */

export const verificationDocument = z.object({
  kind: z.enum(verificationDocumentKinds),
  uploaded: z.boolean(),
  /** A signed link good for a few minutes; null when the document is not uploaded. */
  url: z.string().nullable(),
  uploaded_at: z.string().nullable(),
});
export type VerificationDocument = z.infer<typeof verificationDocument>;

/** `GET worker/verify/1`: where the member's verification stands. */
export const workerVerification = z.object({
  state: z.enum(verificationStates),
  /** The back office's reason when rejected, else null. */
  reason: z.string().nullable(),
  /** Every document kind, in the spec's order, uploaded or not. */
  documents: z.array(verificationDocument),
  /** The account's phone, confirmed with its texted code (spec: verification reuses the phone OTP). */
  phone_verified: z.boolean(),
  /** Whether every document is there and the state allows sending (none or rejected). */
  can_submit: z.boolean(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type WorkerVerification = z.infer<typeof workerVerification>;
export const workerVerificationAnswer = okEnvelope(workerVerification);

export const verificationDocumentParams = z.object({ kind: z.enum(verificationDocumentKinds) });

// Back office, permission `id_checks`, under `/api/admin`.

/** `GET id_checks?state=&page=`: the verifications waiting (or decided), oldest sent first. */
export const idChecksQuery = z.object({
  state: z.enum(["pending", "approved", "rejected"]).default("pending"),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});
export const idCheckPageSize = 20;

export const idCheckSummary = z.object({
  id: z.string(),
  state: z.enum(verificationStates),
  member: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** The worker profile's name, which the ID must match. */
  profile_name: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type IdCheckSummary = z.infer<typeof idCheckSummary>;
export const idChecksAnswer = pagedEnvelope(idCheckSummary);

/** `GET id_checks/{id}`: what a reviewer compares: the documents against the profile's name and address. */
export const idCheckDetail = idCheckSummary.extend({
  profile_id: z.string(),
  profile_address: z.string(),
  birth_day: z.string().nullable(),
  phone_verified: z.boolean(),
  reason: z.string().nullable(),
  documents: z.array(verificationDocument),
});
export type IdCheckDetail = z.infer<typeof idCheckDetail>;
export const idCheckAnswer = okEnvelope(idCheckDetail);
export const idCheckParams = z.object({ id: z.uuid() });

export const rejectIdCheckBody = z.object({
  reason: text({
    requiredMessage: "Please give a reason.",
    min: 1,
    max: verificationLimits.reasonMax,
    minMessage: "Please give a reason.",
  }),
});
