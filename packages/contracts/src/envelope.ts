import { z } from "zod";

/** Every successful answer: `{"status": true, "data": ...}` (ARCHITECTURE.md section 2). */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });

export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), data: z.array(item), meta: pageMeta });

/** Every failure: `{"status": false, "message", "code"}`; the spec's numeric codes keep their numbers. */
export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.union([z.string(), z.number().int()]),
  field: z.string().optional(),
  /** What the client should keep showing after the failure (code 2030 sends the card list). */
  data: z.unknown().optional(),
  /** Code 134's human-readable reason (spec section 8). */
  error_message: z.string().optional(),
  /** A 429's wait in seconds before trying again (also sent as the `Retry-After` header). */
  retry_after: z.number().int().nonnegative().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
