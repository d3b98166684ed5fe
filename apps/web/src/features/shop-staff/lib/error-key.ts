import { ApiError } from "../../../lib/api-error";

const couponCodes: Record<string, string> = {
  coupon_not_usable: "notUsable",
  coupon_code_invalid: "codeInvalid",
  forbidden: "notStaff",
  campaign_stock_conflict: "stockConflict",
  staff_stamp_code_invalid: "stampCodeInvalid",
  staff_stamp_limit: "stampLimit",
  checkin_already_today: "stampAlreadyToday",
  checkin_cooldown: "stampCooldown",
  rate_limited: "tooManyTries",
};

/** The catalog key of a failed staff call (`errors.<name>`). */
export function staffErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const name = couponCodes[String(error.code)];
    if (name) return `errors.${name}`;
    if (error.status === 404) return "errors.codeInvalid";
    if (error.status === 0) return "errors.network";
  }
  return "errors.generic";
}

/** A scanned or typed live code, tidied: spaces gone, upper case ("ab12cd34-482 913" → "AB12CD34-482913"). */
export function tidyCode(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase().slice(0, 32);
}
