import { z } from "zod";

/** Field limits of a client error report; longer values are cut, never refused. */
export const clientErrorLimits = {
  name: 200,
  message: 2000,
  note: 2000,
  stack: 16000,
  href: 2000,
  bodyBytes: 64 * 1024,
} as const;

const text = z.string().or(z.number()).transform(String).optional().nullable();

/**
 * What `POST /api/logs` accepts. Deliberately lenient: the report must never fail its caller,
 * so unknown fields are ignored and over-long values are truncated by the server.
 */
export const clientErrorReportBody = z
  .object({
    name: text,
    message: text,
    note: text,
    stack: text,
    href: text,
  })
  .partial();
export type ClientErrorReport = z.infer<typeof clientErrorReportBody>;
