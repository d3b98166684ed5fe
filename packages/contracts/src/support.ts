import { z } from "zod";
import { nameMaxLength } from "./account-rules.js";
import { emailField } from "./accounts.js";
import { pagedEnvelope } from "./envelope.js";
import { supportMessageLimits, supportTopics } from "./support-rules.js";
import { pageParam, queryInt, text } from "./text.js";

/**
 * Support requests: the help page's contact form files one, signed in or not; the back office's
 * support staff read them.
 */

/** `POST support_requests`. */
export const supportRequestBody = z.object({
  email: emailField,
  name: text({ max: nameMaxLength }).optional(),
  topic: z.enum(supportTopics),
  message: text({
    min: supportMessageLimits.min,
    max: supportMessageLimits.max,
    minMessage: `Please tell us a little more (at least ${supportMessageLimits.min} characters).`,
  }),
});
export type SupportRequestBody = z.infer<typeof supportRequestBody>;

export const supportRequestFiled = z.object({
  status: z.literal(true),
  data: z.object({ id: z.string(), created_at: z.string() }),
});

export const adminSupportRequest = z.object({
  id: z.string(),
  /** The member who sent it, when signed in. */
  user_id: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  topic: z.enum(supportTopics),
  message: z.string(),
  /** The language the form was written in, to answer in. */
  locale: z.string(),
  created_at: z.string(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequest>;

/** `GET admin/support_requests`: newest first, optionally one topic. */
export const adminSupportRequestsQuery = z.object({
  page: pageParam,
  limit: queryInt({ min: 1, max: 100 }).default(20),
  topic: z.enum(supportTopics).optional(),
});
export const adminSupportRequestsAnswer = pagedEnvelope(adminSupportRequest);
