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
  methodNotAllowed: "method_not_allowed",
  serviceUnavailable: "service_unavailable",
  internal: "internal_error",
  // The request itself (before any route looks at it)
  badRequest: "bad_request",
  uriTooLong: "uri_too_long",
  headersTooLarge: "headers_too_large",
  requestTimeout: "request_timeout",
  malformedMultipart: "malformed_multipart",
  // What the database refused, whatever the route
  referenceNotFound: "reference_not_found",
  stillReferenced: "still_referenced",
  alreadyExists: "already_exists",
  invalidValue: "invalid_value",
  outOfRange: "out_of_range",
  // Accounts
  signedInElsewhere: "signed_in_elsewhere",
  invalidCredentials: "invalid_credentials",
  accountLocked: "account_locked",
  accountSuspended: "account_suspended",
  /** A member under 18 without a parent's or guardian's consent on record (the terms). */
  guardianConsentRequired: "guardian_consent_required",
  // Back office
  cannotChangeOwnAccount: "cannot_change_own_account",
  invalidCode: "invalid_code",
  commonPassword: "common_password",
  /** A new password under a million guesses (repeats, sequences, keyboard walks, short words). */
  weakPassword: "weak_password",
  /** A new password built from the member's own email or name. */
  passwordLikeAccount: "password_like_account",
  emailNotConfirmed: "email_not_confirmed",
  phoneMissing: "phone_missing",
  alreadyConfirmed: "already_confirmed",
  phoneTaken: "phone_taken",
  /** Replacing a confirmed phone, the email or the password needs the current password (or an emailed code) in the same request. */
  currentPasswordRequired: "current_password_required",
  currentPasswordWrong: "current_password_wrong",
  providerDisabled: "provider_disabled",
  socialLoginFailed: "social_login_failed",
  imageTooBig: "image_too_big",
  imageType: "image_type",
  // Points
  notEnoughPoints: "not_enough_points",
  /** A bank transfer within 24 hours of a phone change: the code would go to the new phone. */
  phoneRecentlyChanged: "phone_recently_changed",
  /** The same pause after the account's email was replaced. */
  emailRecentlyChanged: "email_recently_changed",
  idempotencyKeyReused: "idempotency_key_reused",
  belowRedeemThreshold: "below_redeem_threshold",
  redeemExpired: "redeem_expired",
  redeemAlreadyConfirmed: "redeem_already_confirmed",
  redeemStateConflict: "redeem_state_conflict",
  // Payouts (bank and e-wallet cash-outs through a provider)
  payoutUnknownChannel: "payout_unknown_channel",
  payoutWrongCountry: "payout_wrong_country",
  payoutNameMismatch: "payout_name_mismatch",
  payoutOverLimit: "payout_over_limit",
  payoutAccountNotFound: "payout_account_not_found",
  payoutProviderUnavailable: "payout_provider_unavailable",
  payoutNotSent: "payout_not_sent",
  webhookInvalidToken: "webhook_invalid_token",
  webhookStale: "webhook_stale",
  webhookUnknownReference: "webhook_unknown_reference",
  voucherUsed: "voucher_used",
  voucherExpired: "voucher_expired",
  voucherWrongStore: "voucher_wrong_store",
  cardImportInvalid: "card_import_invalid",
  cardOutOfStock: 2030,
  cardExchangeRefused: 134,
  // Surveys
  surveyAlreadyAnswered: 123,
  /** Nothing the member can act on: no such survey for them, or it was closed (answered silently). */
  surveyUnavailable: 122,
  surveyNotOpen: "survey_not_open",
  surveyExpired: "survey_expired",
  surveyFull: "survey_full",
  surveyNotEligible: "survey_not_eligible",
  surveyCheckInRequired: "survey_check_in_required",
  surveyChanged: "survey_changed",
  surveyNotAnswered: "survey_not_answered",
  surveyReportUnavailable: "survey_report_unavailable",
  surveyLocked: "survey_locked",
  surveyStateConflict: "survey_state_conflict",
  // Home, attendance, missions, invitations
  alreadyCheckedIn: "already_checked_in",
  missionNotClaimable: "mission_not_claimable",
  missionCheckFailed: "mission_check_failed",
  invalidInviteCode: "invalid_invite_code",
  // Notification campaigns
  campaignStateConflict: "campaign_state_conflict",
  // Job marketplace
  videoType: "video_type",
  videoTooBig: "video_too_big",
  videoTooLong: "video_too_long",
  verificationIncomplete: "verification_incomplete",
  verificationLocked: "verification_locked",
  idCheckStateConflict: "id_check_state_conflict",
  portfolioFull: "portfolio_full",
  applicationStateConflict: "application_state_conflict",
  jobNotOpen: "job_not_open",
  jobSlotsFull: "job_slots_full",
  /** A report of work done before the work's start date. */
  workNotStarted: "work_not_started",
  /** A hire of a quote the worker changed after the client saw it. */
  quoteChanged: "quote_changed",
  /** The chat thread is read-only: the worker blocked it, or the job was cancelled. */
  chatReadOnly: "chat_read_only",
  estimateFailed: "estimate_failed",
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
