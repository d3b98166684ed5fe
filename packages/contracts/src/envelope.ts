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
  code: z.union([z.string(), z.number()]),
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
