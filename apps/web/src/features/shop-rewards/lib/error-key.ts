import { ApiError } from "../../../lib/api-error";

/** The spec's exchange codes (section 8), each with its message in the catalogs (`exchange.errors.<code>`). */
const exchangeCodes = new Set(["3121", "3122", "3123", "3124", "3125", "3126", "401"]);

/** The catalog key of an exchange failure: the code's own message, else 'Exchange failed'. */
export function exchangeErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const code = String(error.code);
    if (exchangeCodes.has(code)) return `exchange.errors.${code}`;
    if (error.status === 401) return "exchange.errors.401";
    if (error.status === 0) return "errors.network";
  }
  return "exchange.failed";
}

const checkInCodes: Record<string, string> = {
  checkin_token_invalid: "tokenInvalid",
  checkin_token_expired: "tokenExpired",
  checkin_static_refused: "staticRefused",
  checkin_too_far: "tooFar",
  checkin_already_today: "alreadyToday",
  checkin_cooldown: "cooldown",
  checkin_closed: "closed",
};

/** The catalog key of a check-in failure (`checkIn.errors.<name>`). */
export function checkInErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const name = checkInCodes[String(error.code)];
    if (name) return `checkIn.errors.${name}`;
    if (error.status === 401) return "exchange.errors.401";
    if (error.status === 0) return "errors.network";
  }
  return "checkIn.errors.failed";
}

const couponCodes: Record<string, string> = {
  coupon_not_usable: "notUsable",
  coupon_code_invalid: "codeInvalid",
  forbidden: "notStaff",
};

/** The catalog key of a coupon confirmation failure (`couponErrors.<name>`). */
export function couponErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const name = couponCodes[String(error.code)];
    if (name) return `couponErrors.${name}`;
    if (error.status === 404) return "couponErrors.notFound";
    if (error.status === 0) return "errors.network";
  }
  return "errors.generic";
}

/** What a refused check-in's envelope adds: how far and the radius, or today's opening hours. */
export type CheckInRefusalDetail =
  | { kind: "too_far"; distanceMetres: number; radiusMetres: number }
  | { kind: "closed"; hoursToday: { opens: string; closes: string }[] };

export function checkInRefusalDetail(error: unknown): CheckInRefusalDetail | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.extra.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== "object") return null;
  if (
    error.code === "checkin_too_far" &&
    typeof data.distance_metres === "number" &&
    typeof data.radius_metres === "number"
  ) {
    return { kind: "too_far", distanceMetres: data.distance_metres, radiusMetres: data.radius_metres };
  }
  if (error.code === "checkin_closed" && Array.isArray(data.hours_today)) {
    return { kind: "closed", hoursToday: data.hours_today as { opens: string; closes: string }[] };
  }
  return null;
}
