import { errorCodes, surveyMessages } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { useRefusalText } from "../../../shared/refusals";

/**
 * The spec's answer messages (the two that are a survey's state, not an answer's, have codes of
 * their own), and each by its English wording, as the server sends it for a field.
 */
const { checkInRequired: _checkIn, reportUnavailable: _report, ...answerMessages } = surveyMessages;

export { answerMessages };

const validationKeys = new Map<string, string>(Object.entries(answerMessages).map(([key, text]) => [text, key]));

/** Refusals that will not change by trying again: the page says why and leads back to the list. */
const finalRefusals = new Set<string | number>([
  errorCodes.surveyAlreadyAnswered,
  errorCodes.surveyNotOpen,
  errorCodes.surveyExpired,
  errorCodes.surveyFull,
  errorCodes.surveyNotEligible,
  errorCodes.surveyCheckInRequired,
]);

export const isFinalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && finalRefusals.has(error.code);

/**
 * The catalog key (surveys) of an answer the server refused with one of the spec's messages for a
 * field ('Zipcode invalid!'), which says more than the code; null for any other failure.
 */
export function answerRefusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== errorCodes.validationFailed) return null;
  const validation = validationKeys.get(error.message);
  return validation ? `validation.${validation}` : null;
}

/** A failure in the member's words: the spec's answer message, else the refusal's (shared/refusals). */
export function useSurveyErrorText() {
  const { t } = useTranslation("surveys");
  const refusalText = useRefusalText({ context: "survey" });
  return (error: unknown): string => {
    const key = answerRefusalKey(error);
    return key ? t(key) : refusalText(error);
  };
}
