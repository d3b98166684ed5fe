/**
 * The quote form's rules (spec section 5), checked before anything is sent: the offer is a whole
 * number of points of at least 10000, the end date and the deadline not before the start. The keys name messages
 * in the feature's catalog.
 */
export const offerMin = 10_000;
export const offerMax = 100_000_000;
export const messageMax = 2000;

export type QuoteFields = {
  offer: string;
  startDate: string;
  endDate: string;
  deadline: string;
  message: string;
};
export type QuoteErrors = Partial<
  Record<keyof QuoteFields, "feeMin" | "feeMax" | "dateOrder" | "deadlineOrder" | "messageMax">
>;

/** The offer typed with or without grouping ('25.000', '25,000', '25 000'), or null. */
export function parseOffer(text: string): number | null {
  const digits = text.replace(/[\s.,]/g, "");
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

export function checkQuote(fields: QuoteFields): QuoteErrors {
  const errors: QuoteErrors = {};
  const offer = parseOffer(fields.offer);
  if (offer === null || offer < offerMin) errors.offer = "feeMin";
  else if (offer > offerMax) errors.offer = "feeMax";
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) errors.endDate = "dateOrder";
  if (fields.startDate && fields.deadline && fields.deadline < fields.startDate) errors.deadline = "deadlineOrder";
  if (fields.message.length > messageMax) errors.message = "messageMax";
  return errors;
}

/** The body of `POST worker/applicants` (and its PUT) from valid fields; the deadline is the day's end, local time. */
export function quoteBody(fields: QuoteFields) {
  return {
    offer_price: parseOffer(fields.offer) ?? 0,
    start_date: fields.startDate || null,
    end_date: fields.endDate || null,
    deadline: fields.deadline ? new Date(`${fields.deadline}T23:59:00`).toISOString() : null,
    message: fields.message.trim(),
  };
}

/** The review of the client after the completion: a rating, and 10 to 2000 characters. */
export function checkReview(rating: number, content: string): { rating?: "rateClient"; content?: "reviewLength" } {
  const length = content.trim().length;
  return {
    ...(rating < 1 || rating > 5 ? { rating: "rateClient" as const } : {}),
    ...(length < 10 || length > 2000 ? { content: "reviewLength" as const } : {}),
  };
}

/** A report's reason: required, 10 to 2000 characters ('Please enter your reason'). */
export function checkReason(reason: string): "enterReason" | null {
  const length = reason.trim().length;
  return length < 10 || length > 2000 ? "enterReason" : null;
}
