/**
 * Stable error codes. The spec's numeric codes keep their numbers; every other failure has a
 * string code so the web app can show localized copy by code and fall back to the message.
 */
export const errorCodes = {
  notFound: "not_found",
  validationFailed: "validation_failed",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  rateLimited: "rate_limited",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  csrfRejected: "csrf_rejected",
  serviceUnavailable: "service_unavailable",
  internal: "internal_error",
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
