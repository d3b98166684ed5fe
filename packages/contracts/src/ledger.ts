import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { maxEntryCents, pointGrantLimits } from "./ledger-rules.js";
import { text } from "./text.js";

/** The points ledger on the wire: amounts are integer cents everywhere (`point` in the spec's calls). */

/**
 * `POST /api/admin/point_grants`: an admin credits (positive `point`) or debits (negative) a member
 * by hand; a debit never takes the balance below zero.
 */
export const pointGrantRequest = z.object({
  user_id: z.uuid("Please choose a user."),
  point: z
    .number("Please enter the points to grant.")
    .int("Points are whole cents.")
    .min(-maxEntryCents, "That is too many points for one grant.")
    .max(maxEntryCents, "That is too many points for one grant.")
    .refine((point) => point !== 0, "Points must not be zero."),
  reason: text({
    requiredMessage: "Please enter a reason.",
    min: 1,
    max: pointGrantLimits.reasonMax,
    minMessage: "Please enter a reason.",
    maxMessage: `The reason must be at most ${pointGrantLimits.reasonMax} characters.`,
  }),
});
export type PointGrantRequest = z.infer<typeof pointGrantRequest>;

/**
 * The optional `Idempotency-Key` header: a retried request with the same key gets the first
 * grant's answer instead of a second grant. Other headers pass through untouched.
 */
export const idempotencyKeyHeaders = z.looseObject({
  "idempotency-key": text({
    min: 1,
    max: pointGrantLimits.idempotencyKeyMax,
    minMessage: "The Idempotency-Key header must not be empty.",
    maxMessage: "The Idempotency-Key header is too long.",
  }).optional(),
});

/** The grant as posted: a retried request gets the same entry and the balance right after it. */
export const pointGrantData = z.object({
  entry_id: z.string(),
  user_id: z.string(),
  point: z.number().int(),
  balance: z.number().int(),
});
export type PointGrantData = z.infer<typeof pointGrantData>;
export const pointGrantAnswer = okEnvelope(pointGrantData);
