import { z } from "zod";
import { lenientText } from "./text.js";

/** Field limits of a client error report; longer values are cut, never refused. */
export const clientErrorLimits = {
  name: 200,
  message: 2000,
  note: 2000,
  stack: 16000,
  href: 2000,
  bodyBytes: 64 * 1024,
} as const;

/**
 * What `POST /api/logs` accepts. Deliberately lenient: the report must never fail its caller, so
 * unknown fields are ignored, over-long values are cut and what could not be stored is cleaned.
 */
export const clientErrorReportBody = z.object({
  name: lenientText(clientErrorLimits.name).optional(),
  message: lenientText(clientErrorLimits.message).optional(),
  note: lenientText(clientErrorLimits.note).optional(),
  stack: lenientText(clientErrorLimits.stack).optional(),
  href: lenientText(clientErrorLimits.href).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportBody>;

/** `navigator.sendBeacon` posts text/plain: JSON in a string, or a bare message. */
function parseReport(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return { message: body };
  }
}

/** The route's body: anything at all; a report that is not an object becomes null (not stored). */
export const clientErrorReportInput = z.preprocess(parseReport, clientErrorReportBody.nullable().catch(null));
